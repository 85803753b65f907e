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
