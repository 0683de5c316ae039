import type { ReactNode } from "react";
import { labelClass } from "./field-classes";

/**
 * A control with its label above it, for the forms that are not conform forms (the search
 * filters, the admin's options): `id` is the control's.
 */
export function Labelled({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}
