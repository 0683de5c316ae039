import { useNavigate } from "@remix-run/react";
import type { ReactNode } from "react";
import { useHydrated } from "../use-hydrated";
import { Button, buttonClass, type ButtonSize, type ButtonVariant } from "./button";

/**
 * A button that goes somewhere: once JavaScript runs, a button (calling `onClick`, or navigating
 * to `href`); before that, or without it, a link to `href` styled the same, so the step or form
 * it opens is reachable without JavaScript (docs/decisions/041).
 */
export function LinkButton({
  href,
  onClick,
  children,
  variant = "primary",
  size = "md",
  className,
  ariaLabel,
  disabled,
}: {
  href: string;
  onClick?: () => void;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  ariaLabel?: string;
  disabled?: boolean;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  if (hydrated) {
    return (
      <Button
        variant={variant}
        size={size}
        className={className}
        aria-label={ariaLabel}
        disabled={disabled}
        onClick={onClick ?? (() => navigate(href))}
      >
        {children}
      </Button>
    );
  }
  return (
    <a href={href} className={buttonClass(variant, size, className)} aria-label={ariaLabel}>
      {children}
    </a>
  );
}
