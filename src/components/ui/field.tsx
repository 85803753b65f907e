"use client";

/**
 * Labelled form controls with a Turkish error under the control (aria-invalid + aria-describedby):
 * TextField, TextareaField, SelectField, CheckboxField. `error` usually comes from useZodForm (zod-form.ts),
 * which validates with the same zod schema as the API. TextField and TextareaField pass a `ref` to their control.
 */
import { type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from "react";
import { focusRing } from "./button";

export const controlClass = `mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 aria-invalid:border-red-600 ${focusRing}`;

type Common = { label: string; error?: string; hint?: string; className?: string };

function Help({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  if (error)
    return (
      <span id={id} className="mt-1 block text-xs font-medium text-red-700 dark:text-red-400">
        {error}
      </span>
    );
  if (hint)
    return (
      <span id={id} className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
        {hint}
      </span>
    );
  return null;
}

/** The ids of one field: its control's id, the help line's id and the aria attributes that tie them together. */
function useFieldIds(error: string | undefined, hint: string | undefined) {
  const id = useId();
  const helpId = `${id}-help`;
  const aria = {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error || hint ? helpId : undefined,
  } as const;
  return { id, helpId, aria };
}

/** Label above, the control, then the error or hint below: the frame of TextField, TextareaField, SelectField. */
function StackedField({
  id,
  helpId,
  label,
  error,
  hint,
  className,
  children,
}: Common & { id: string; helpId: string; children: React.ReactNode }) {
  return (
    <div className={`text-sm ${className ?? ""}`}>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      {children}
      <Help id={helpId} error={error} hint={hint} />
    </div>
  );
}

export function TextField({
  label,
  error,
  hint,
  className,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, "className"> & { ref?: React.Ref<HTMLInputElement> }) {
  const { id, helpId, aria } = useFieldIds(error, hint);
  return (
    <StackedField id={id} helpId={helpId} label={label} error={error} hint={hint} className={className}>
      <input id={id} {...aria} className={controlClass} {...input} />
    </StackedField>
  );
}

export function TextareaField({
  label,
  error,
  hint,
  className,
  ...input
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className"> & { ref?: React.Ref<HTMLTextAreaElement> }) {
  const { id, helpId, aria } = useFieldIds(error, hint);
  return (
    <StackedField id={id} helpId={helpId} label={label} error={error} hint={hint} className={className}>
      <textarea id={id} {...aria} className={controlClass} {...input} />
    </StackedField>
  );
}

export type Option = { value: string | number; label: string };

export function SelectField({
  label,
  error,
  hint,
  className,
  options,
  placeholder,
  ...select
}: Common & { options: Option[]; placeholder?: string } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "className">) {
  const { id, helpId, aria } = useFieldIds(error, hint);
  return (
    <StackedField id={id} helpId={helpId} label={label} error={error} hint={hint} className={className}>
      <select id={id} {...aria} className={controlClass} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </StackedField>
  );
}

export function CheckboxField({
  label,
  error,
  hint,
  className,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, "className" | "type">) {
  const { id, helpId, aria } = useFieldIds(error, hint);
  return (
    <div className={className}>
      <label htmlFor={id} className="inline-flex items-center gap-2 text-sm font-medium">
        <input
          id={id}
          type="checkbox"
          {...aria}
          className={`size-4 rounded border-slate-400 accent-sea-700 ${focusRing}`}
          {...input}
        />
        {label}
      </label>
      <Help id={helpId} error={error} hint={hint} />
    </div>
  );
}

/** Shows a form-level error (the server's message) above the buttons. */
export function FormError({ message, className = "" }: { message: string | null | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className={`rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200 ${className}`}
    >
      {message}
    </p>
  );
}
