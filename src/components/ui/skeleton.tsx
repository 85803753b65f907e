/** A grey placeholder block shown while data loads. */
export function Skeleton({ className = "" }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-slate-200 dark:bg-slate-800 ${className}`} />;
}

/** spec §8: what a header, footer or menu widget shows when its data cannot be loaded. */
export const LOAD_FAILED = "Failed to load; network/connection error";

/** What shows in place of data that could not be loaded: the failed call's message, or spec §8's words. */
export function LoadFailed({ message = LOAD_FAILED, className = "" }: { message?: string; className?: string }) {
  return (
    <p role="alert" className={`text-sm text-red-700 dark:text-red-400 ${className}`}>
      {message}
    </p>
  );
}
