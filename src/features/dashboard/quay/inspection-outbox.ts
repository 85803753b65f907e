/**
 * The phone's outbox of inspections (issue 30, decision 0048): drafts are kept in a store (IndexedDB in the
 * browser, draft-store.ts) as they are typed; a submitted draft is queued there and sent, once at a time, with the
 * idempotency key made when it was started, until the server answers. An answer removes the local copy (saved) or
 * marks it rejected with the server's message (the user corrects it and submits again, same key); no answer
 * (offline, a dropped connection, 5xx, 429) keeps it queued for the next attempt. Which attempt comes when (the
 * online event, a backoff timer) is the runner's business (use-outbox-runner.ts); this holds the rules only.
 */
import { clock } from "@/lib/clock";
import { ApiError } from "@/shared/api/client";
import type { InspectionDraft } from "./inspection-draft";

export type DraftStore = {
  get(key: string): Promise<InspectionDraft | undefined>;
  put(draft: InspectionDraft): Promise<void>;
  remove(key: string): Promise<void>;
  all(): Promise<InspectionDraft[]>;
};

/** Sends one draft (the multipart POST) and answers the saved inspection's id; throws ApiError when refused. */
export type SendInspection = (draft: InspectionDraft) => Promise<{ id: number }>;

/** Runs `fn` holding a lock named `name` (across the browser's tabs), or answers false when another holds it. */
export type Lock = (name: string, fn: () => Promise<void>) => Promise<boolean>;

export type OutboxEvent =
  | { key: string; kind: "saved"; inspectionId: number }
  | { key: string; kind: "waiting"; message: string; attempts: number }
  | { key: string; kind: "rejected"; message: string }
  | { key: string; kind: "changed" };

export const OFFLINE_MESSAGE = "Bağlantı yok: kaydedildi, bağlantı gelince gönderilecek.";
const SESSION_MESSAGE = "Oturumun süresi doldu: yeniden giriş yapın. Kayıt bu cihazda bekliyor.";
const BUSY_MESSAGE = "Sunucu şu an yanıt veremedi: kayıt bu cihazda bekliyor, yeniden denenecek.";

/** Whether a failed attempt may succeed later with the same request (then the draft stays queued). */
export function failureOf(error: unknown): { retry: boolean; message: string } {
  if (!(error instanceof ApiError)) return { retry: true, message: OFFLINE_MESSAGE };
  if (error.status === 0) return { retry: true, message: OFFLINE_MESSAGE };
  if (error.status === 401 || error.status === 403) return { retry: true, message: SESSION_MESSAGE };
  if (error.status >= 500 || error.status === 408 || error.status === 429)
    return { retry: true, message: BUSY_MESSAGE };
  return { retry: false, message: error.message };
}

/** Check-ins before check-outs (a check-out needs its check-in), then in the order they were submitted. */
function sendingOrder(a: InspectionDraft, b: InspectionDraft) {
  if (a.reservationId === b.reservationId && a.kind !== b.kind) return a.kind === "checkin" ? -1 : 1;
  return (a.queuedAt ?? "").localeCompare(b.queuedAt ?? "");
}

const noLock: Lock = async (_name, fn) => {
  await fn();
  return true;
};

export function createOutbox(store: DraftStore, options: { now?: () => Date; lock?: Lock } = {}) {
  const now = options.now ?? (() => clock.now());
  const lock = options.lock ?? noLock;
  const sending = new Set<string>();
  const listeners = new Set<(event: OutboxEvent) => void>();
  const emit = (event: OutboxEvent) => {
    for (const listener of listeners) listener(event);
  };

  /** Keeps what is typed. A queued draft is never overwritten by an edit that was still on its way. */
  async function save(draft: InspectionDraft): Promise<boolean> {
    const stored = await store.get(draft.key);
    if (stored?.status === "queued" && draft.status !== "queued") return false;
    await store.put(draft);
    return true;
  }

  /** Sends one queued draft unless it is already being sent (here or in another tab). */
  async function deliver(key: string, send: SendInspection): Promise<OutboxEvent | null> {
    if (sending.has(key)) return null;
    sending.add(key);
    let outcome: OutboxEvent | null = null;
    try {
      await lock(`liman-inspection-${key}`, async () => {
        const draft = await store.get(key);
        if (draft?.status !== "queued") return;
        try {
          const saved = await send(draft);
          await store.remove(key);
          outcome = { key, kind: "saved", inspectionId: saved.id };
        } catch (error) {
          const failure = failureOf(error);
          const attempts = draft.attempts + 1;
          if (failure.retry) {
            await store.put({ ...draft, attempts, lastError: failure.message });
            outcome = { key, kind: "waiting", message: failure.message, attempts };
          } else {
            await store.put({ ...draft, attempts, status: "rejected", lastError: failure.message });
            outcome = { key, kind: "rejected", message: failure.message };
          }
        }
      });
    } finally {
      sending.delete(key);
    }
    if (outcome) emit(outcome);
    return outcome;
  }

  return {
    save,
    deliver,
    load: (key: string) => store.get(key),
    /** Drops a draft (the user starts over); a queued one stays: it may be on its way. */
    async discard(key: string): Promise<boolean> {
      const stored = await store.get(key);
      if (stored?.status === "queued") return false;
      await store.remove(key);
      emit({ key, kind: "changed" });
      return true;
    },
    /** Queues the draft (the form's "Kaydet") and tries to send it at once. */
    async submit(draft: InspectionDraft, send: SendInspection): Promise<OutboxEvent | null> {
      await store.put({ ...draft, status: "queued", queuedAt: now().toISOString(), lastError: null });
      emit({ key: draft.key, kind: "changed" });
      return deliver(draft.key, send);
    },
    /** Sends every queued draft of this staff member, one after the other. */
    async flush(userId: number, send: SendInspection): Promise<OutboxEvent[]> {
      const queued = (await store.all()).filter((d) => d.status === "queued" && d.userId === userId).sort(sendingOrder);
      const outcomes: OutboxEvent[] = [];
      for (const draft of queued) {
        const outcome = await deliver(draft.key, send);
        if (outcome) outcomes.push(outcome);
      }
      return outcomes;
    },
    async queued(userId: number): Promise<InspectionDraft[]> {
      return (await store.all()).filter((d) => d.status === "queued" && d.userId === userId);
    },
    subscribe(listener: (event: OutboxEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** The wait before the next attempt after `attempts` failed ones: 5 s, 10 s, 20 s… at most a minute. */
export function retryDelay(attempts: number): number {
  return Math.min(60_000, 5_000 * 2 ** Math.max(0, attempts - 1));
}
