import type { ReactNode } from "react";

/** A decorative 24-unit line icon drawn in the text colour; `children` are its shapes. */
export function LineIcon({
  strokeWidth = "2",
  className = "h-5 w-5",
  children,
}: {
  strokeWidth?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      {children}
    </svg>
  );
}
