import type { ReactNode, SelectHTMLAttributes } from "react";
import { inputClass, labelClass } from "./field-classes";

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

export type SelectOption = { value: string; label: string };

/** A labelled select of `options` (the first is often the "any" choice, value ""). */
export function LabelledSelect({
  id,
  label,
  className,
  options,
  ...select
}: {
  id: string;
  label: ReactNode;
  className?: string;
  options: readonly SelectOption[];
} & Pick<SelectHTMLAttributes<HTMLSelectElement>, "name" | "value" | "defaultValue" | "onChange">) {
  return (
    <Labelled id={id} label={label} className={className}>
      <select id={id} {...select} className={inputClass}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}
