/** The centred card of the pages outside the panel (login, forgot and reset password). */
export function AuthCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 dark:bg-slate-900">
      <div className="w-full max-w-sm space-y-4 rounded-xl bg-white p-8 shadow dark:bg-slate-800">
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </main>
  );
}

export const authLinkClass = "text-sm font-medium text-sea-700 underline hover:text-sea-900 dark:text-sea-100";

/** A text field of these pages. */
export const authInputClass =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 dark:border-slate-600 dark:bg-slate-900";

/** The full-width submit button of the sign-in steps. */
export const authSubmitClass =
  "w-full rounded-md bg-sea-700 px-4 py-2 font-semibold text-white hover:bg-sea-900 disabled:opacity-60";

/** What went wrong, read out by screen readers as soon as it shows. */
export function AuthAlert({ children }: { children: React.ReactNode }) {
  return (
    <p role="alert" className="rounded bg-red-50 p-3 text-sm text-red-800">
      {children}
    </p>
  );
}
