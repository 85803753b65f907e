import { sanitizeRichHtml } from "@/server/content/sanitize-rich-html";

/** Reading styles for staff-written HTML (headings, lists, links, tables, images), light and dark. */
export const PROSE = [
  "max-w-none text-base leading-7 text-slate-700 dark:text-slate-300",
  "[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 dark:[&_h2]:text-white",
  "[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-white",
  "[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-slate-900 dark:[&_h4]:text-white",
  "[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1",
  "[&_a]:font-medium [&_a]:text-sea-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-sea-900",
  "dark:[&_a]:text-sky-300 dark:hover:[&_a]:text-sky-200",
  "[&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white",
  "[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-sea-600 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
  "[&_table]:my-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm",
  "[&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:p-2 [&_th]:text-left",
  "dark:[&_td]:border-slate-700 dark:[&_th]:border-slate-700 dark:[&_th]:bg-slate-900",
  "[&_hr]:my-8 [&_hr]:border-slate-200 dark:[&_hr]:border-slate-800",
  "[&>:first-child]:mt-0",
].join(" ");

/**
 * Staff-written HTML (website pages, blog posts, FAQ answers) in reading styles. The HTML was sanitised
 * when it was saved; it is cleaned again here so nothing stored some other way can run script on the page.
 */
export function PageBody({ html, className = "", lang }: { html: string; className?: string; lang?: string }) {
  const __html = sanitizeRichHtml(html);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised right here with the allow-list of the editor
  return <div lang={lang} className={`${PROSE} ${className}`} dangerouslySetInnerHTML={{ __html }} />;
}
