/**
 * The browser's one outbox of inspections (inspection-outbox.ts on IndexedDB), shared by the check-in/check-out
 * screens and the runner in the dashboard's frame; each draft is sent under a Web Lock of its own, so two tabs
 * never send it at once (where the browser has no Web Locks, plain http on a LAN address, the key still makes a
 * repeat harmless). The request goes through the dashboard's one API client.
 */
import type { ApiClient } from "../api/client";
import { idbDraftStore } from "./draft-store";
import { inspectionForm } from "./inspection-draft";
import { createOutbox, type Lock, type Outbox, type SendInspection } from "./inspection-outbox";

const webLock: Lock = async (name, fn) => {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  if (!locks) {
    await fn();
    return true;
  }
  return locks.request(name, { ifAvailable: true }, async (lock) => {
    if (!lock) return false;
    await fn();
    return true;
  });
};

let shared: Outbox | null = null;

export function inspectionOutbox(): Outbox {
  shared ??= createOutbox(idbDraftStore(), { lock: webLock });
  return shared;
}

/** POST /v1/admin/reservations/{id}/inspections, multipart, with the draft's idempotency key. */
export function sendInspection(api: ApiClient): SendInspection {
  return (draft) =>
    api.v1.post("/admin/reservations/{id}/inspections", {
      params: { id: draft.reservationId },
      body: inspectionForm(draft),
      headers: { "idempotency-key": draft.idempotencyKey },
    });
}

/**
 * A random key: a new draft's idempotency key ("insp-…"), a photo's id. crypto.randomUUID needs a secure context, and
 * a phone on the base's LAN over plain http is not one; getRandomValues works everywhere.
 */
export function randomKey(prefix = "insp"): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `${prefix}-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}
