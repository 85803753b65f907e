/** The booking panel's input and label classes, shared by its stay inputs and its reservation form. */
export const bookingControl =
  "mt-1 block h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sea-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";
export const bookingLabel = "block text-sm font-medium text-slate-800 dark:text-slate-200";
