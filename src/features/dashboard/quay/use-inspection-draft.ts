"use client";

/**
 * The draft of one check-in or check-out on this phone: read back from IndexedDB (or started, with its idempotency
 * key made now and kept at once), written back a moment after every change and when the page is left, and
 * followed through the outbox: queued, waiting for the connection, refused (back to editing) or saved (the local
 * copy is gone; `savedId` names the inspection).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { clock } from "@/lib/clock";
import { useSession } from "../session/session-context";
import { inspectionOutbox, randomKey, sendInspection } from "./browser-outbox";
import { draftKey, type InspectionDraft, type InspectionKind, newDraft } from "./inspection-draft";

const SAVE_AFTER_MS = 250;

export function useInspectionDraft(reservationId: number, kind: InspectionKind, guestName: string | undefined) {
  const { api, session } = useSession();
  const key = draftKey(session.id, reservationId, kind);
  const [draft, setDraft] = useState<InspectionDraft | null>(null);
  const [savedId, setSavedId] = useState<number | null>(null);
  /** Whether the draft is kept on the phone (false only when the browser has no storage for it). */
  const [kept, setKept] = useState(true);
  const latest = useRef<InspectionDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const writeNow = useCallback(async () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const current = latest.current;
    if (!current || current.status === "queued") return;
    try {
      await inspectionOutbox().save(current);
      setKept(true);
    } catch {
      setKept(false);
    }
  }, []);

  // Read back or start the draft once the guest's name is known (it fills the signature's name).
  useEffect(() => {
    if (guestName === undefined) return;
    let cancelled = false;
    (async () => {
      const outbox = inspectionOutbox();
      let found: InspectionDraft | undefined;
      try {
        found = await outbox.load(key);
      } catch {
        setKept(false);
      }
      if (cancelled) return;
      const next =
        found ??
        newDraft(
          { userId: session.id, reservationId, kind },
          { idempotencyKey: randomKey(), now: clock.now(), guestName },
        );
      latest.current = next;
      setDraft(next);
      if (!found) await writeNow();
    })();
    return () => {
      cancelled = true;
    };
  }, [key, guestName, session.id, reservationId, kind, writeNow]);

  // Follow the outbox: a queued draft may be sent (or refused) by the runner while this page is open.
  useEffect(() => {
    const outbox = inspectionOutbox();
    return outbox.subscribe((event) => {
      if (event.key !== key) return;
      if (event.kind === "saved") {
        latest.current = null;
        setDraft(null);
        setSavedId(event.inspectionId);
        return;
      }
      void outbox.load(key).then((stored) => {
        if (!stored) return;
        latest.current = stored;
        setDraft(stored);
      });
    });
  }, [key]);

  // Leaving the page (or the phone locking it) writes what is pending.
  useEffect(() => {
    const flush = () => void writeNow();
    window.addEventListener("pagehide", flush);
    const onHidden = () => document.visibilityState === "hidden" && flush();
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onHidden);
      flush();
    };
  }, [writeNow]);

  const update = useCallback(
    (change: (current: InspectionDraft) => InspectionDraft) => {
      const current = latest.current;
      if (!current || current.status === "queued") return;
      const next = change(current);
      latest.current = next;
      setDraft(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void writeNow(), SAVE_AFTER_MS);
    },
    [writeNow],
  );

  /** Queues the draft with the inventory's item ids and tries to send it now. */
  const submit = useCallback(
    async (itemIds: number[]) => {
      const current = latest.current;
      if (!current || current.status === "queued") return;
      clearTimeout(timer.current);
      const queued = { ...current, itemIds, status: "editing" as const };
      latest.current = queued;
      await inspectionOutbox().submit(queued, sendInspection(api));
    },
    [api],
  );

  /** Drops the draft kept on the phone and starts a new one (a new key). */
  const discard = useCallback(async () => {
    clearTimeout(timer.current);
    if (!(await inspectionOutbox().discard(key))) return;
    const next = newDraft(
      { userId: session.id, reservationId, kind },
      { idempotencyKey: randomKey(), now: clock.now(), guestName: guestName ?? "" },
    );
    latest.current = next;
    setDraft(next);
    await writeNow();
  }, [key, session.id, reservationId, kind, guestName, writeNow]);

  return { draft, update, submit, discard, savedId, kept };
}
