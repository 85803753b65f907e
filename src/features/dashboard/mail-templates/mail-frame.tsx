/** A mail's HTML shown in a fully sandboxed frame (no scripts, no same-origin access), on white like a mail reader. */
export function MailFrame({ title, html, height = "h-96" }: { title: string; html: string; height?: string }) {
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={html}
      className={`${height} w-full rounded-md border border-slate-200 bg-white dark:border-slate-700`}
    />
  );
}
