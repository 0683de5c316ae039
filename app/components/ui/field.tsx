import {
  getCollectionProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode } from "react";

import { inputClass, labelClass } from "./field-classes";

export { inputClass, labelClass };

/** Errors under a field, referenced by the input's aria-describedby. */
export function FieldErrors({ id, errors }: { id: string; errors?: string[] | null }) {
  if (!errors?.length) return null;
  return (
    <div id={id} className="mt-1 text-sm text-red-700 dark:text-red-400">
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}

export function Field({
  id,
  label,
  errorId,
  errors,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  errorId: string;
  errors?: string[] | null;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">{hint}</p> : null}
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}

type InputMeta = Parameters<typeof getInputProps>[0];
type InputType = "text" | "email" | "password" | "number" | "date";

/** A conform field as a labelled input with its hint and errors (one markup for every form). */
export function InputField({
  meta,
  label,
  type,
  hint,
  ...attributes
}: {
  meta: InputMeta;
  label: ReactNode;
  type: InputType;
  hint?: ReactNode;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "autoComplete" | "inputMode" | "step" | "placeholder" | "min" | "max" | "required"
>) {
  return (
    <Field id={meta.id} label={label} hint={hint} errorId={meta.errorId} errors={meta.errors}>
      <input {...getInputProps(meta, { type })} {...attributes} className={inputClass} />
    </Field>
  );
}

/** A decimal number field (step "any", the decimal keyboard on phones). */
export function DecimalField(props: { meta: InputMeta; label: ReactNode; hint?: ReactNode }) {
  return <InputField {...props} type="number" step="any" inputMode="decimal" />;
}

/** A conform field as a labelled select of `options`, with its errors. */
export function SelectField({
  meta,
  label,
  options,
  placeholder,
}: {
  meta: Parameters<typeof getSelectProps>[0];
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  /** a first, empty option (e.g. "Select gender") */
  placeholder?: string;
}) {
  return (
    <Field id={meta.id} label={label} errorId={meta.errorId} errors={meta.errors}>
      <select {...getSelectProps(meta)} className={inputClass}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A conform field as a labelled textarea of `rows` lines, with its errors. */
export function TextareaField({
  meta,
  label,
  rows,
  hint,
}: {
  meta: Parameters<typeof getTextareaProps>[0];
  label: ReactNode;
  rows: number;
  hint?: ReactNode;
}) {
  return (
    <Field id={meta.id} label={label} hint={hint} errorId={meta.errorId} errors={meta.errors}>
      <textarea {...getTextareaProps(meta)} rows={rows} className={inputClass} />
    </Field>
  );
}

/** A message about the whole form (e.g. the server refused it). */
export function FormAlert({ id, errors }: { id?: string; errors?: string[] | null }) {
  if (!errors?.length) return null;
  return (
    <div
      id={id}
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {errors.join(" ")}
    </div>
  );
}

/** A conform list field as checkboxes with their labels, and its errors underneath. */
export function CheckboxList({
  meta,
  options,
  className = "grid grid-cols-2 gap-2 sm:grid-cols-3",
}: {
  meta: Parameters<typeof getCollectionProps>[0];
  options: readonly { value: string; label: string }[];
  className?: string;
}) {
  const labels = Object.fromEntries(options.map((o) => [o.value, o.label]));
  return (
    <>
      <div className={className}>
        {getCollectionProps(meta, {
          type: "checkbox",
          options: options.map((o) => o.value),
        }).map(({ key, ...props }) => (
          <label
            key={key}
            className="flex items-center gap-2 text-sm text-gray-800 dark:text-gray-200"
          >
            <input
              {...props}
              className="h-4 w-4 rounded border-gray-400 text-emerald-700 focus:ring-emerald-600"
            />
            {labels[props.value]}
          </label>
        ))}
      </div>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </>
  );
}
