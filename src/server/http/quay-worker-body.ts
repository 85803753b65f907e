import "server-only";
import type { QuayRequestKind } from "@/shared/quay-offline";

/** The little of a service worker's global scope the quay worker uses (the project's types are the page's). */
type WaitUntil = { waitUntil(work: Promise<unknown>): void };
type FetchEvent = WaitUntil & {
  request: Request;
  clientId: string;
  resultingClientId?: string;
  respondWith(answer: Promise<Response>): void;
};
type MessageSource = { id: string; url: string; postMessage(message: unknown): void };
type MessageEvent = WaitUntil & { data: unknown; source: MessageSource | null };
export type WorkerScope = {
  location: { origin: string };
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; get(id: string): Promise<MessageSource | undefined> };
  addEventListener(type: "install" | "activate", listener: (event: WaitUntil) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
};
export type WorkerConfig = { pagesCache: string; apiCachePrefix: string };
type KindOf = (method: string, url: string, mode: string, origin: string) => QuayRequestKind | null;

/**
 * The quay worker (decision 0073). Network first for everything it handles: the network's answer is passed on
 * unchanged and, when it is a 200 asked for by a check-in or check-out screen, kept (one entry per URL, the latest);
 * the kept copy is used only when the network fails. API answers are kept per staff member (the user id of the request's bearer token) and served only
 * to a request carrying that same user's token. Each page is told, by message, whether it shows a kept copy.
 *
 * Bundled into the worker's script by the server (quay-worker.ts), called with the configuration and `kindOf`
 * (quayRequestKind).
 */
export function quayWorker(scope: WorkerScope, config: WorkerConfig, kindOf: KindOf): void {
  /** Whether each page (client id) was last answered from a kept copy. */
  const fromCopy = new Map<string, boolean>();

  /** The user id in a bearer token's payload; the signature is the server's business, the cache only picks. */
  function userOf(authorization: string | null): number | null {
    const token = /^Bearer ([^.\s]+)\.([^.\s]+)\.([^.\s]+)$/.exec(authorization ?? "");
    if (!token?.[2]) return null;
    try {
      const json = atob(token[2].replace(/-/g, "+").replace(/_/g, "/"));
      const id = JSON.parse(json)?.id;
      return Number.isInteger(id) && id > 0 ? id : null;
    } catch {
      return null;
    }
  }

  function cacheName(kind: QuayRequestKind, authorization: string | null): string | null {
    if (kind !== "api") return config.pagesCache;
    const user = userOf(authorization);
    return user === null ? null : `${config.apiCachePrefix}${user}`;
  }

  async function keep(name: string, request: Request | string, response: Response): Promise<void> {
    if (!response.ok || response.type !== "basic") return;
    const cache = await caches.open(name);
    await cache.put(request, response);
  }

  async function tell(clientId: string | undefined, copy: boolean): Promise<void> {
    if (!clientId) return;
    fromCopy.set(clientId, copy);
    const client = await scope.clients.get(clientId);
    client?.postMessage({ type: "quay-source", copy });
  }

  /** Whether a page is a check-in or check-out screen (its current URL: the app moves between pages in place). */
  async function isQuayScreen(clientId: string): Promise<boolean> {
    const client = clientId ? await scope.clients.get(clientId) : undefined;
    return Boolean(client?.url && kindOf("GET", client.url, "navigate", scope.location.origin) === "page");
  }

  async function networkFirst(event: FetchEvent, kind: QuayRequestKind): Promise<Response> {
    const { request } = event;
    const name = cacheName(kind, request.headers.get("authorization"));
    const clientId = kind === "page" ? event.resultingClientId : event.clientId;
    // Kept only for the quay screens: an asset or a read of another page of the same document is not.
    const forQuay = kind === "page" ? Promise.resolve(true) : isQuayScreen(event.clientId);
    try {
      const response = await fetch(request);
      if (name) {
        const copy = response.clone();
        event.waitUntil(forQuay.then((yes) => (yes ? keep(name, request, copy) : undefined)).catch(() => undefined));
      }
      if (kind !== "asset") event.waitUntil(tell(clientId, false));
      return response;
    } catch (error) {
      const kept = name ? await caches.match(request, { cacheName: name, ignoreVary: true }) : undefined;
      if (!kept) throw error;
      if (kind !== "asset") event.waitUntil(tell(clientId, true));
      return kept;
    }
  }

  scope.addEventListener("install", (event) => event.waitUntil(scope.skipWaiting()));
  scope.addEventListener("activate", (event) => event.waitUntil(scope.clients.claim()));

  scope.addEventListener("fetch", (event) => {
    const { request } = event;
    const kind = kindOf(request.method, request.url, request.mode, scope.location.origin);
    if (kind) event.respondWith(networkFirst(event, kind));
  });

  /**
   * A page that was open before the worker took it over asks it to keep what the page has already loaded: its own
   * URL, its assets and its API reads (with the page's authorization, for the API). Answered `quay-kept` when done.
   */
  async function keepLoaded(data: { page: string; urls: string[]; authorization: string }): Promise<void> {
    const origin = scope.location.origin;
    const jobs = [data.page, ...data.urls].map(async (url, index) => {
      const kind = kindOf("GET", url, index === 0 ? "navigate" : "cors", origin);
      if (!kind) return;
      const name = cacheName(kind, data.authorization);
      if (!name) return;
      if (kind === "asset" && (await caches.match(url, { cacheName: name }))) return;
      const headers: Record<string, string> =
        kind === "api" ? { authorization: data.authorization, "accept-language": "tr" } : {};
      await keep(name, url, await fetch(url, { headers, credentials: "same-origin" }));
    });
    await Promise.allSettled(jobs);
  }

  scope.addEventListener("message", (event) => {
    const source = event.source;
    const data = event.data as { type?: string; page?: unknown; urls?: unknown; authorization?: unknown } | null;
    if (!source || !data) return;
    if (data.type === "quay-source?") {
      source.postMessage({ type: "quay-source", copy: fromCopy.get(source.id) ?? false });
    } else if (
      data.type === "quay-keep" &&
      kindOf("GET", source.url, "navigate", scope.location.origin) === "page" &&
      typeof data.page === "string" &&
      Array.isArray(data.urls) &&
      typeof data.authorization === "string"
    ) {
      const urls = data.urls.filter((u): u is string => typeof u === "string");
      const work = keepLoaded({ page: data.page, urls, authorization: data.authorization }).then(() =>
        source.postMessage({ type: "quay-kept" }),
      );
      event.waitUntil(work);
    }
  });
}
