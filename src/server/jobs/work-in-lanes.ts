import "server-only";

/**
 * Works through claimed items in `lanes` side by side: each lane claims one item, handles it, and claims the next,
 * until nothing is left to claim or `signal` stops it (an item in hand is finished first). An error ends its lane
 * only; the first one is thrown once every lane has ended.
 */
export async function workInLanes<T>(
  lanes: number,
  claim: () => Promise<T | undefined>,
  handle: (item: T) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  const lane = async () => {
    while (!signal?.aborted) {
      const item = await claim();
      if (item === undefined) return;
      await handle(item);
    }
  };
  const ended = await Promise.allSettled(Array.from({ length: lanes }, lane));
  const broken = ended.find((l) => l.status === "rejected");
  if (broken) throw broken.reason;
}
