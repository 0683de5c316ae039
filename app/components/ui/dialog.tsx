import { Dialog, DialogPanel, DialogTitle, Description } from "@headlessui/react";
import { Link, useNavigate } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { useHydrated } from "../use-hydrated";
import { CloseButton } from "./close-button";

/** A modal dialog with a title, optional description and a close button (Headless UI). */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  size = "md",
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  size?: "sm" | "md" | "lg";
}) {
  const width = size === "sm" ? "max-w-sm" : size === "lg" ? "max-w-2xl" : "max-w-lg";
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-4">
        <DialogPanel
          className={`relative w-full ${width} rounded-xl bg-white p-6 text-gray-900 shadow-xl dark:bg-gray-900 dark:text-gray-100`}
        >
          <DialogTitle className="pr-8 text-lg font-semibold">{title}</DialogTitle>
          {description ? (
            <Description className="mt-1 text-sm text-gray-700 dark:text-gray-300">
              {description}
            </Description>
          ) : null}
          <CloseButton onClick={onClose} label="Close" className="absolute right-3 top-3 p-1" />
          <div className="mt-4">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/**
 * A dialog whose open state is the URL (a search parameter the loader reads, ADR 041): a modal
 * once JavaScript runs, closed by navigating to `closeTo`; without JavaScript (or before it loads)
 * the same content as a section of the page, with a Close link. Nothing when `open` is false.
 */
export function UrlDialog({
  open,
  closeTo,
  title,
  description,
  children,
  size = "md",
}: {
  open: boolean;
  closeTo: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  size?: "sm" | "md" | "lg";
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const headingId = useId();
  if (!open) return null;
  if (hydrated) {
    return (
      <Modal
        open
        onClose={() => navigate(closeTo, { replace: true, preventScrollReset: true })}
        title={title}
        description={description}
        size={size}
      >
        {children}
      </Modal>
    );
  }
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-emerald-700 bg-white p-4 text-gray-900 shadow-sm dark:border-emerald-400 dark:bg-gray-900 dark:text-gray-100"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <Link
          to={closeTo}
          preventScrollReset
          className="font-medium text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
        >
          Close
        </Link>
      </div>
      {description ? (
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{description}</p>
      ) : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
