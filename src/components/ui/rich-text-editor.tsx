"use client";

/**
 * Minimal HTML editor for descriptions, blog posts and website pages: a textarea with formatting buttons
 * (bold, italic, heading, paragraph, list, link) that wrap the selection in tags, and a preview tab.
 * The value is HTML; the server sanitises it on save (src/server/content/sanitize-rich-html.ts).
 * Controlled: `value` + `onChange(html)`.
 */
import { useId, useRef, useState } from "react";
import { focusRing } from "./button";
import { controlClass } from "./field";

type Format = { label: string; title: string; wrap: (selected: string) => string };

const formats: Format[] = [
  { label: "B", title: "Kalın", wrap: (s) => `<strong>${s || "kalın metin"}</strong>` },
  { label: "İ", title: "İtalik", wrap: (s) => `<em>${s || "italik metin"}</em>` },
  { label: "H2", title: "Başlık", wrap: (s) => `<h2>${s || "Başlık"}</h2>` },
  { label: "H3", title: "Alt başlık", wrap: (s) => `<h3>${s || "Alt başlık"}</h3>` },
  { label: "¶", title: "Paragraf", wrap: (s) => `<p>${s || "Paragraf"}</p>` },
  {
    label: "• Liste",
    title: "Madde listesi",
    wrap: (s) =>
      `<ul>\n${(s || "Madde")
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((line) => `  <li>${line.trim()}</li>`)
        .join("\n")}\n</ul>`,
  },
  { label: "Bağlantı", title: "Bağlantı", wrap: (s) => `<a href="https://">${s || "bağlantı metni"}</a>` },
];

export function RichTextEditor({
  label,
  value,
  onChange,
  error,
  rows = 10,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  rows?: number;
}) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [preview, setPreview] = useState(false);

  function apply(format: Format) {
    const el = area.current;
    if (!el) return;
    const { selectionStart: start, selectionEnd: end } = el;
    const inserted = format.wrap(value.slice(start, end));
    const next = value.slice(0, start) + inserted + value.slice(end);
    onChange(next);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(start, start + inserted.length);
    });
  }

  return (
    <div className="text-sm">
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-1" role="toolbar" aria-label={`${label} biçimlendirme`}>
        {formats.map((f) => (
          <button
            key={f.title}
            type="button"
            title={f.title}
            aria-label={f.title}
            disabled={preview}
            onClick={() => apply(f)}
            className={`rounded border border-slate-300 px-2 py-1 text-xs font-semibold hover:bg-slate-100 disabled:opacity-50 dark:border-slate-600 dark:hover:bg-slate-800 ${focusRing}`}
          >
            {f.label}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={preview}
          onClick={() => setPreview((p) => !p)}
          className={`ml-auto rounded border border-slate-300 px-2 py-1 text-xs dark:border-slate-600 ${focusRing}`}
        >
          {preview ? "Düzenle" : "Önizleme"}
        </button>
      </div>
      {preview ? (
        <div
          className="prose-sm mt-1 min-h-40 rounded-md border border-slate-300 p-3 dark:border-slate-600 [&_a]:text-sea-700 [&_a]:underline [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_p]:my-2"
          // The server sanitises on save; this preview shows the staff member's own draft only.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: staff's own draft, sanitised on save
          dangerouslySetInnerHTML={{ __html: value }}
        />
      ) : (
        <textarea
          id={id}
          ref={area}
          rows={rows}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${controlClass} font-mono`}
        />
      )}
      {error ? (
        <span id={`${id}-error`} className="mt-1 block text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </span>
      ) : null}
    </div>
  );
}
