"use client";

/**
 * Sends the signed-in staff member's queued inspections from any dashboard page (mounted once in the frame): at
 * once, whenever the browser says the connection is back (`online`) or the page comes back to the front, and after
 * a failed attempt again after a growing wait (retryDelay). The outbox sends each draft once at a time.
 */
import { useEffect } from "react";
import { useSession } from "../session/session-context";
import { inspectionOutbox, sendInspection } from "./browser-outbox";
import { retryDelay } from "./inspection-outbox";

export function useOutboxRunner() {
  const { api, session } = useSession();
  const userId = session.id;
  useEffect(() => {
    if (typeof indexedDB === "undefined") return;
    const outbox = inspectionOutbox();
    const send = sendInspection(api);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const run = () => {
      clearTimeout(timer);
      if (stopped || navigator.onLine === false) return; // the online event runs it again
      outbox.flush(userId, send).catch(() => undefined);
    };
    const unsubscribe = outbox.subscribe((event) => {
      if (event.kind !== "waiting" || stopped) return;
      clearTimeout(timer);
      timer = setTimeout(run, retryDelay(event.attempts));
    });
    const onVisible = () => {
      if (document.visibilityState === "visible") run();
    };
    window.addEventListener("online", run);
    document.addEventListener("visibilitychange", onVisible);
    run();
    return () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      window.removeEventListener("online", run);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [api, userId]);
}
