import { forwardRef, type ButtonHTMLAttributes } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors focus:outline-none " +
  "focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-gray-950 " +
  "disabled:cursor-not-allowed disabled:opacity-70";
const variants: Record<ButtonVariant, string> = {
  primary: "bg-emerald-700 text-white shadow-sm hover:bg-emerald-800",
  secondary:
    "border border-gray-300 bg-white text-gray-900 shadow-sm hover:bg-gray-50 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800",
  ghost: "text-gray-800 hover:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-800",
  danger: "bg-red-700 text-white shadow-sm hover:bg-red-800",
};
const sizes: Record<ButtonSize, string> = {
  sm: "px-3 py-1.5 text-sm",
  md: "px-4 py-2 text-sm",
  lg: "px-5 py-3 text-base",
};

/** Class names of a button, for links styled as buttons (`<Link className={buttonClass()}>`). */
export function buttonClass(
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  extra = "",
): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = "primary", size = "md", className = "", type = "button", ...props },
  ref,
) {
  return (
    <button ref={ref} type={type} className={buttonClass(variant, size, className)} {...props} />
  );
});

/**
 * A submit button's click handler that does `instead` rather than post (e.g. a guest's sign-in
 * prompt once JavaScript runs); no handler when there is nothing to do instead, so the form posts.
 */
export function clickInstead(instead?: () => void) {
  return instead
    ? (event: { preventDefault: () => void }) => {
        event.preventDefault();
        instead();
      }
    : undefined;
}
