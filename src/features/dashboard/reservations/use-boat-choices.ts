"use client";

/** The boats the signed-in user may see, as select options (GET /v1/admin/boats/all). */
import { useApiQuery } from "../api/use-api-query";

export function useBoatChoices() {
  const query = useApiQuery<{ id: number; name: string; active: boolean }[]>("/admin/boats/all");
  return (query.data ?? []).map((b) => ({ value: b.id, label: b.active ? b.name : `${b.name} (yayında değil)` }));
}
