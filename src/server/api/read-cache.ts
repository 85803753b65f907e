export type ReadCacheOptions = { maxEntries?: number; maxBytes?: number; ttlMs?: number; now?: () => number };

type Entry = { json: string; storedAt: number };

/**
 * Serialised answers of public, read-only API calls (search, listing, quote), shared by every visitor until
 * something they show changes: `clear()` runs after each staff write, new reservation and job change, exactly
 * like the page cache. Entries also expire after `ttlMs`, which bounds staleness across app instances that
 * share one PostgreSQL server. Concurrent misses for one key share one computation, so a burst of visitors
 * typing the same word costs one query.
 *
 * Only successful answers are kept: an error (blocked dates, unknown boat…) is computed again each time.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<string>>();
  private bytes = 0;
  private generation = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: ReadCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 5000;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
    this.bytes = 0;
  }

  /** The cached JSON for `key`, or `compute()` serialised, stored and returned. */
  async get(key: string, compute: () => Promise<unknown>): Promise<string> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.storedAt < this.ttlMs) {
      // Most recently used last: eviction takes the first key.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.json;
    }
    const running = this.pending.get(key);
    if (running) return running;
    const generation = this.generation;
    const computing = compute().then((value) => JSON.stringify({ content: value ?? null }));
    this.pending.set(key, computing);
    try {
      const json = await computing;
      // A change during the computation may not be in this answer: keep it for this caller only.
      if (generation === this.generation) this.store(key, json);
      return json;
    } finally {
      if (this.pending.get(key) === computing) this.pending.delete(key);
    }
  }

  private store(key: string, json: string): void {
    const previous = this.entries.get(key);
    if (previous) {
      this.bytes -= previous.json.length;
      this.entries.delete(key);
    }
    this.entries.set(key, { json, storedAt: this.now() });
    this.bytes += json.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.bytes -= this.entries.get(oldest)?.json.length ?? 0;
      this.entries.delete(oldest);
    }
  }
}
