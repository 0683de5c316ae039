/**
 * The app's one notice (toast) mechanism, with the spec's constants (document 1 section 9):
 * one notice at a time, shown 5000 ms, swipe right 50 px to dismiss, F8 focuses the region,
 * 420 px wide at most on medium screens and up. Server notices arrive through the root loader
 * (toast.server.ts flash cookie); client code calls `useToast().toast(...)`.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = "F8";

export type ToastMessage = {
  id: string;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  action?: { label: string; href: string };
};

type ToastApi = {
  toast: (message: Omit<ToastMessage, "id"> & { id?: string }) => void;
  dismiss: () => void;
};

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}

let counter = 0;

export function ToastProvider({
  children,
  serverToast,
}: {
  children: ReactNode;
  serverToast?: ToastMessage | null;
}) {
  // the server's notice is in the first render, so it shows before (or without) JavaScript
  const [current, setCurrent] = useState<ToastMessage[]>(() => (serverToast ? [serverToast] : []));
  const shown = useRef(new Set<string>(serverToast ? [serverToast.id] : []));

  const toast = useCallback<ToastApi["toast"]>((message) => {
    const id = message.id ?? `t${++counter}`;
    shown.current.add(id);
    setCurrent((list) => [{ ...message, id }, ...list].slice(0, TOAST_LIMIT));
  }, []);
  const dismiss = useCallback(() => setCurrent([]), []);

  useEffect(() => {
    if (serverToast && !shown.current.has(serverToast.id)) toast(serverToast);
  }, [serverToast, toast]);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport
        toasts={current}
        onDismiss={(id) => setCurrent((l) => l.filter((t) => t.id !== id))}
      />
    </ToastContext.Provider>
  );
}

function ToastViewport({
  toasts,
  onDismiss,
}: {
  toasts: ToastMessage[];
  onDismiss: (id: string) => void;
}) {
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault();
        region.current?.focus();
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <section
      ref={region}
      aria-label={`Notifications (${TOAST_HOTKEY})`}
      tabIndex={-1}
      className="pointer-events-none fixed bottom-0 right-0 z-[100] flex w-full flex-col gap-2 p-4 outline-none md:max-w-[420px] print:hidden"
    >
      {/* not a list: an <li> with role="status" is no list item, which axe refuses */}
      <div className="flex flex-col gap-2">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} onDismiss={() => onDismiss(t.id)} />
        ))}
      </div>
    </section>
  );
}

function ToastItem({ toast, onDismiss }: { toast: ToastMessage; onDismiss: () => void }) {
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  const start = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(onDismiss, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [paused, onDismiss]);

  const destructive = toast.variant === "destructive";
  return (
    <div
      role={destructive ? "alert" : "status"}
      aria-live={destructive ? "assertive" : "polite"}
      aria-atomic="true"
      data-testid="toast"
      className={
        "pointer-events-auto relative flex w-full touch-pan-y select-none items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg transition-transform " +
        (destructive
          ? "border-red-700 bg-red-700 text-white"
          : "border-gray-200 bg-white text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100")
      }
      style={{ transform: offset ? `translateX(${offset}px)` : undefined }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={(e) => {
        start.current = e.clientX;
        setPaused(true);
      }}
      onPointerMove={(e) => {
        if (start.current !== null) setOffset(Math.max(0, e.clientX - start.current));
      }}
      onPointerUp={() => {
        if (offset > SWIPE_THRESHOLD_PX) onDismiss();
        start.current = null;
        setOffset(0);
        setPaused(false);
      }}
      onPointerCancel={() => {
        start.current = null;
        setOffset(0);
        setPaused(false);
      }}
    >
      <div className="grid gap-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description ? <p className="text-sm opacity-90">{toast.description}</p> : null}
        {toast.action ? (
          <a
            href={toast.action.href}
            className="mt-1 inline-flex w-fit rounded-md border border-current px-3 py-1 text-sm font-medium underline-offset-2 hover:underline"
          >
            {toast.action.label}
          </a>
        ) : null}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="absolute right-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-current"
        aria-label="Dismiss notification"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
          <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
    </div>
  );
}
