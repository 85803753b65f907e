/**
 * The one source of "now" for the whole app (server, domain, jobs, seed). Code asks `clock.now()` (or takes a
 * `now` parameter that defaults to it); `todayIn()` in ./dates reads it too. Nothing else reads `new Date()` as
 * "now". Tests set it with `setClock` (see tests/support/test-dates.ts) and build their dates from it.
 */
export type Clock = () => Date;

/** The machine's clock (what faketime moves in CI). */
export const systemClock: Clock = () => new Date();

let source: Clock = systemClock;

export const clock = {
  /** The current moment by the app's clock. */
  now: (): Date => source(),
};

/** Replaces the app's clock (tests only); returns the function that puts the previous one back. */
export function setClock(next: Clock): () => void {
  const previous = source;
  source = next;
  return () => {
    source = previous;
  };
}
