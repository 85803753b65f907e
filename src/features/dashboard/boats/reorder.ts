/** Moves one item of a list to another index (pure; used by drag and drop and the up/down buttons). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * The sort_order values for a reordered page: the page's own values, ascending, handed out in the new order
 * (so other pages keep their places); when they repeat, the page positions `skip + 1…` instead.
 */
export function pageSortOrders(current: readonly number[], skip: number): number[] {
  const sorted = [...current].sort((a, b) => a - b);
  const unique = new Set(sorted).size === sorted.length;
  return unique ? sorted : sorted.map((_, i) => skip + i + 1);
}
