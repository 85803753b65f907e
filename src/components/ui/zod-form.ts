"use client";

/**
 * Client-side validation with the API's own zod schemas (src/shared). Messages are Turkish, written from the
 * error catalogue by key (decision 0040). `const form = useZodForm(schema)`; `const data = form.validate(values)` returns the
 * parsed value or null and sets `form.errors` (keyed by field path, e.g. "email" or "items.0.name").
 * `form.fromServer(error)` copies a thrown API error's `fields` (if any) and returns its message.
 */
import { useCallback, useState } from "react";
import type { z } from "zod";
import { issueTexts } from "@/shared/messages/issue-texts";

export type FieldErrors = Record<string, string>;

/** The dashboard is Turkish: a failed parse's words per field, from the error catalogue (decision 0040). */
export const fieldErrors = (error: z.ZodError): FieldErrors => issueTexts(error, "tr");

export function validateWith<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error) };
}

/** What a failed save shows: the API error's message (the server's `content`) and its field errors, if any. */
export function serverFailure(error: unknown): { message: string; fields?: FieldErrors } {
  const fields = (error as { fields?: unknown } | null)?.fields;
  return {
    message: error instanceof Error ? error.message : "Beklenmeyen bir hata oluştu.",
    fields: fields && typeof fields === "object" ? (fields as FieldErrors) : undefined,
  };
}

export function useZodForm<S extends z.ZodType>(schema: S) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const validate = useCallback(
    (values: unknown): z.output<S> | null => {
      const result = validateWith(schema, values);
      setErrors(result.ok ? {} : result.errors);
      return result.ok ? result.data : null;
    },
    [schema],
  );
  const fromServer = useCallback((error: unknown): string => {
    const failure = serverFailure(error);
    if (failure.fields) setErrors(failure.fields);
    return failure.message;
  }, []);
  const clear = useCallback(() => setErrors({}), []);
  return { errors, validate, fromServer, clear, setErrors };
}

/** "" → undefined, numeric strings → numbers: turns raw input values into what a schema expects. */
export function optionalText(value: FormDataEntryValue | null | undefined): string | undefined {
  const text = typeof value === "string" ? value.trim() : "";
  return text === "" ? undefined : text;
}

export function numberOrUndefined(value: FormDataEntryValue | null | undefined): number | undefined {
  const text = typeof value === "string" ? value.trim().replace(",", ".") : "";
  if (text === "") return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : Number.NaN;
}
