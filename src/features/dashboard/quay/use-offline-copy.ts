"use client";

/**
 * Starts the quay worker from a check-in or check-out screen (decision 0073) and follows what it says: whether
 * this page shows a copy kept on the phone, and once the page has loaded what it needs, that the copy is kept.
 */
import { useEffect, useRef, useState } from "react";
import { useSession } from "../session/session-context";
import { loadedThroughWorker, loadedUrls, offlineCopySupported, startOfflineCopy } from "./offline-copy";

type WorkerNews = { type?: string; copy?: unknown };

export function useOfflineCopy(loaded: boolean): { fromCopy: boolean; kept: boolean } {
  const { session } = useSession();
  const [fromCopy, setFromCopy] = useState(false);
  const [kept, setKept] = useState(false);
  const [worker, setWorker] = useState<ServiceWorker | null>(null);
  // A page the worker did not serve fetched past it: it asks the worker to keep what it has loaded.
  const throughWorker = useRef(offlineCopySupported() && loadedThroughWorker());

  useEffect(() => {
    if (!offlineCopySupported()) return;
    let live = true;
    const onMessage = (event: MessageEvent<WorkerNews>) => {
      if (event.data?.type === "quay-source") setFromCopy(event.data.copy === true);
      if (event.data?.type === "quay-kept") setKept(true);
    };
    navigator.serviceWorker.addEventListener("message", onMessage);
    navigator.serviceWorker.startMessages();
    navigator.serviceWorker.controller?.postMessage({ type: "quay-source?" });
    startOfflineCopy().then(
      (active) => {
        if (live) setWorker(active);
      },
      () => undefined, // no worker (storage refused, blocked): the screen works as before
    );
    return () => {
      live = false;
      navigator.serviceWorker.removeEventListener("message", onMessage);
    };
  }, []);

  useEffect(() => {
    if (!worker || !loaded) return;
    if (throughWorker.current) {
      setKept(true);
      return;
    }
    worker.postMessage({
      type: "quay-keep",
      page: window.location.href,
      urls: loadedUrls(),
      authorization: `Bearer ${session.token}`,
    });
  }, [worker, loaded, session.token]);

  return { fromCopy, kept };
}
