import { useId } from "react";
import { inputClass } from "./field-classes";

/** A search box that filters what the page shows as the user types (FAQ, Nutrition Guide). */
export function SearchBox({
  label,
  value,
  onChange,
  placeholder,
  className,
}: {
  /** the box's accessible name (not shown) */
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  className: string;
}) {
  const id = useId();
  return (
    <div className={className} role="search">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        className={inputClass}
      />
    </div>
  );
}
