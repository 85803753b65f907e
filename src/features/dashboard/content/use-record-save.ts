"use client";

/**
 * Saving one record of an admin list from its dialog: `const save = useRecordSave(schema, { path, id, created,
 * updated })`, then `if (await save.submit(values)) …`. POSTs `path` for a new record (id undefined), PUTs
 * `path/<id>` when editing; validation, field errors, the server message and the toast come from useSaveForm.
 */
import type { z } from "zod";
import { useSession } from "../session/session-context";
import { useSaveForm } from "./use-save-form";

export function useRecordSave<S extends z.ZodType>(
  schema: S,
  { path, id, created, updated }: { path: string; id: number | undefined; created: string; updated: string },
) {
  const { api } = useSession();
  const save = useSaveForm(schema);
  const submit = (values: unknown) =>
    save.run(
      values,
      (body) => (id === undefined ? api.post(path, body) : api.put(`${path}/${id}`, body)),
      id === undefined ? created : updated,
    );
  return { ...save, submit };
}
