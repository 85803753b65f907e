/**
 * The inspection drafts in the browser's IndexedDB (database "liman-quay", store "inspections"), through
 * idb-keyval: values are structured-cloned, so the photos stay Blobs. Opened on first use, never on the server.
 */
import { createStore, del, get, set, values, type UseStore } from "idb-keyval";
import type { InspectionDraft } from "./inspection-draft";
import type { DraftStore } from "./inspection-outbox";

export function idbDraftStore(database = "liman-quay", storeName = "inspections"): DraftStore {
  let opened: UseStore | null = null;
  const db = () => {
    opened ??= createStore(database, storeName);
    return opened;
  };
  return {
    get: (key) => get<InspectionDraft>(key, db()),
    put: (draft) => set(draft.key, draft, db()),
    remove: (key) => del(key, db()),
    all: () => values<InspectionDraft>(db()),
  };
}
