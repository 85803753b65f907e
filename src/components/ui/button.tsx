/**
 * Button: `variant` primary | secondary | danger | ghost, `size` sm | md. Defaults to type="button" so it never
 * submits a form by accident (pass type="submit" for that). Visible focus ring; `busy` disables and shows "…".
 */
import type { ButtonHTMLAttributes } from "react";

type Variant = "primary" | "secondary" | "danger" | "ghost";
type Size = "sm" | "md";

const variants: Record<Variant, string> = {
  primary: "bg-sea-700 text-white hover:bg-sea-900 disabled:opacity-60",
  secondary:
    "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700",
  danger: "bg-red-700 text-white hover:bg-red-800 disabled:opacity-60",
  ghost: "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
};
const sizes: Record<Size, string> = { sm: "px-2.5 py-1.5 text-sm", md: "px-4 py-2 text-sm" };

export const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 dark:focus-visible:outline-sky-400";

export function buttonClass(variant: Variant = "primary", size: Size = "md", extra = "") {
  return `inline-flex items-center justify-center gap-1.5 rounded-md font-medium transition-colors disabled:cursor-not-allowed ${focusRing} ${variants[variant]} ${sizes[size]} ${extra}`;
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size; busy?: boolean };

export function Button({ variant, size, busy, className, type = "button", disabled, children, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClass(variant, size, className)}
      {...rest}
    >
      {children}
      {busy ? "…" : null}
    </button>
  );
}
