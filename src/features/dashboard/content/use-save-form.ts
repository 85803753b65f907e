"use client";

/**
 * The dashboard's form kit: validate → send → toast, for every dialog and form that saves.
 *   const form = useSaveForm(schemaFromShared);
 *   if (await form.run(values, (body) => api.v1.put(…, { body }), "Kaydedildi.")) onClose();
 * `send` gets the parsed body and, second, the values as given (valid by then), for a call that sends what the
 * user typed and lets the server parse it. The success toast may be made from the answer
 * (`(created) => \`… ${created.code}\``). Field errors (the schema's or the server's `fields`) are in `form.errors`,
 * the server's message in `form.serverError`, and `form.busy` is true while it sends. Options add toasts
 * (`invalidToast`, `failureToast`) or keep the message out of the form (`inline: false`). `form.reset()` clears
 * errors and message (call it when a dialog opens or closes).
 */
import { useCallback, useState } from "react";
import type { z } from "zod";
import { useToast } from "@/components/ui/toast";
import { type FieldErrors, serverFailure, validateWith } from "@/components/ui/zod-form";

export type RunOptions = {
  /** A toast when the values do not pass the schema (the fields say why). */
  invalidToast?: string;
  /** A toast of the server's message when the call fails, e.g. `(message) => \`Kaydedilemedi: ${message}\``. */
  failureToast?: (message: string) => string;
  /** Show the server's message in the form (`serverError`); true unless the toast says it. */
  inline?: boolean;
};

export function useSaveForm<S extends z.ZodType>(schema: S) {
  const toast = useToast();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const run = useCallback(
    async <T>(
      values: unknown,
      send: (body: z.output<S>, input: z.input<S>) => Promise<T>,
      success: string | ((answer: T) => string),
      { invalidToast, failureToast, inline = true }: RunOptions = {},
    ): Promise<boolean> => {
      const checked = validateWith(schema, values);
      setErrors(checked.ok ? {} : checked.errors);
      setServerError(null);
      if (!checked.ok) {
        if (invalidToast) toast.error(invalidToast);
        return false;
      }
      setBusy(true);
      try {
        const answer = await send(checked.data, values as z.input<S>);
        toast.success(typeof success === "string" ? success : success(answer));
        return true;
      } catch (error) {
        const failed = serverFailure(error);
        if (failed.fields) setErrors(failed.fields);
        if (inline) setServerError(failed.message);
        if (failureToast) toast.error(failureToast(failed.message));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [schema, toast],
  );

  const reset = useCallback(() => {
    setErrors({});
    setServerError(null);
  }, []);

  return { errors, busy, serverError, run, reset, setErrors };
}
