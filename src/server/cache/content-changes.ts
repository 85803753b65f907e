import "server-only";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { type KeepListeningOptions, type KeptListener, keepListening } from "../db/keep-listening";
import { log } from "../log";
import { coalesce } from "./coalesce";

/** The PostgreSQL channel on which every instance announces changes to what public pages show. */
export const CONTENT_CHANNEL = "liman_content_changed";

/** A cache of data that changes (the page cache): dropped whole on every change (decision 0010). */
export type CoherentCache = {
  /** Drop every entry. */
  invalidate: () => void;
  /** Drop every entry, then neither serve nor store until `resume()`: changes cannot be heard meanwhile. */
  suspend: () => void;
  /** Drop every entry once more (changes made while suspended were not heard) and cache again. */
  resume: () => void;
};

/** What writers need: announce a committed change. */
export type ContentPublisher = { publish: (reason: string) => Promise<void> };

export type ContentChangesOptions = KeepListeningOptions & {
  /** Notifications from other instances are folded into at most one invalidation per window. */
  coalesceMs?: number;
};

/**
 * Keeps this instance's caches coherent with every other instance on the same database. A committed change is
 * published with `pg_notify`; every instance LISTENs on a dedicated session and drops its caches when another
 * one announces a change (its own changes are applied at once by `publish`, so a writer reads its writes).
 * While the listening session is down the caches are suspended (dropped and bypassed): an instance never
 * serves a page whose change it could not hear about. It re-listens with backoff and drops once more.
 */
export class ContentChanges implements ContentPublisher {
  /** Tells this instance's notifications from the others' (several instances may share one process in tests). */
  readonly origin = randomUUID();
  private readonly caches = new Set<CoherentCache>();
  private readonly remoteChange: ReturnType<typeof coalesce>;
  private listener: KeptListener | undefined;
  private stopped = false;
  private heard = 0;

  constructor(
    private readonly database: Pick<Database, "db" | "listen">,
    private readonly options: ContentChangesOptions = {},
  ) {
    this.remoteChange = coalesce(() => this.each((cache) => cache.invalidate()), options.coalesceMs ?? 250);
  }

  get isListening(): boolean {
    return this.listener?.isListening ?? false;
  }

  /** The listening backend's pid (PostgreSQL), for diagnostics and tests. */
  get listenerPid(): number | null {
    return this.listener?.pid ?? null;
  }

  /** Notifications heard on the channel since start, this instance's own included (diagnostics and tests). */
  get notificationsHeard(): number {
    return this.heard;
  }

  /** Attempts to listen that failed since the listener was last in place (diagnostics and tests). */
  get connectFailures(): number {
    return this.listener?.failures ?? 0;
  }

  /** Keeps `cache` coherent from now on; suspended until the listener is in place. */
  attach(cache: CoherentCache): () => void {
    this.caches.add(cache);
    if (!this.isListening) cache.suspend();
    return () => this.caches.delete(cache);
  }

  start(): this {
    if (this.listener || this.stopped) return this;
    this.listener = keepListening(
      this.database.listen,
      CONTENT_CHANNEL,
      {
        onNotify: (payload) => this.received(payload),
        onUp: (again) => {
          this.each((cache) => cache.resume());
          if (again) log.info("[cache] listening for content changes again; the page cache is back");
        },
        onDown: (error, { lost }) => {
          if (!lost) {
            log.warn("[cache] cannot listen for content changes; retrying", error);
            return;
          }
          this.remoteChange.cancel();
          this.each((cache) => cache.suspend());
          log.warn(
            "[cache] lost the connection that listens for content changes; page cache off until it is back",
            error,
          );
        },
      },
      this.options,
    );
    return this;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.remoteChange.cancel();
    await this.listener?.stop();
  }

  /**
   * Announces a change that is committed: this instance's caches are dropped at once, the others' when the
   * notification reaches them. A failed notify is logged, not thrown: the change itself stands.
   */
  async publish(reason: string): Promise<void> {
    this.each((cache) => cache.invalidate());
    const payload = JSON.stringify({ origin: this.origin, reason });
    try {
      await this.database.db.execute(sql`SELECT pg_notify(${CONTENT_CHANNEL}, ${payload})`);
    } catch (error) {
      log.warn("[cache] a content change could not be announced to other instances", error);
    }
  }

  private received(payload: string): void {
    this.heard++;
    let origin: unknown;
    try {
      origin = (JSON.parse(payload) as { origin?: unknown }).origin;
    } catch {
      // Not ours to read: still a change.
    }
    if (origin !== this.origin) this.remoteChange();
  }

  private each(action: (cache: CoherentCache) => void): void {
    for (const cache of this.caches) action(cache);
  }
}
