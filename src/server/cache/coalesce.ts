import "server-only";
/**
 * `fn` at most once per `windowMs`, and never later than `windowMs` after a call: the first call of a quiet
 * period runs at once, calls inside the window that follows are folded into one run at its end.
 */
export function coalesce(fn: () => void, windowMs: number): { (): void; cancel: () => void } {
  let last = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    timer = undefined;
    last = Date.now();
    fn();
  };
  const call = () => {
    if (timer) return;
    const wait = last + windowMs - Date.now();
    if (wait <= 0) run();
    else timer = setTimeout(run, wait);
  };
  call.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return call;
}
