/**
 * Plain data with object keys sorted, undefined left out and Dates as ISO strings: equal values give equal JSON
 * whatever their key order (request hashes of idempotent calls, the versions of stored PDFs).
 */
export function canonical(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}
