"use client";

/**
 * Validate → send → toast for a content form: `const save = useSaveForm(schemaFromTheApi)`, then
 * `await save.run(values, (body) => api.post(path, body), "Kaydedildi.")` → true on success.
 * Field errors (client zod or the server's `fields`) are in `save.errors`, the server message in
 * `save.serverError`; `save.reset()` clears both (call it when a dialog opens).
 */
import { useCallback, useState } from "react";
import type { z } from "zod";
import { useToast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/zod-form";

export function useSaveForm<S extends z.ZodType>(schema: S) {
  const form = useZodForm(schema);
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const { validate, fromServer, clear } = form;

  const run = useCallback(
    async (values: unknown, send: (body: z.output<S>) => Promise<unknown>, success: string): Promise<boolean> => {
      const body = validate(values);
      setServerError(null);
      if (body === null) return false;
      setBusy(true);
      try {
        await send(body);
        toast.success(success);
        return true;
      } catch (e) {
        setServerError(fromServer(e));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [validate, fromServer, toast],
  );

  const reset = useCallback(() => {
    clear();
    setServerError(null);
  }, [clear]);

  return { errors: form.errors, busy, serverError, run, reset };
}
