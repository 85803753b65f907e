import { INTL_LOCALE, type Locale } from "@/i18n/locales";
import type { PublicFaqItem } from "@/shared/website";
import { fallbackLang } from "@/shared/localized-text";
import { PageBody } from "./page-body";
import { ChevronDownIcon } from "@/components/ui/icon";

/** FAQ as an accordion of native <details>: keyboard, screen readers and no-JS all work. */
export function FaqList({ items }: { items: PublicFaqItem[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {items.map((item) => (
        <details key={item.id} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-sea-600 dark:text-white dark:hover:bg-slate-800 dark:focus-visible:outline-sky-400 [&::-webkit-details-marker]:hidden">
            <span lang={fallbackLang(item, "question")}>{item.question}</span>
            <ChevronDownIcon className="size-5 shrink-0 text-sea-700 transition-transform group-open:rotate-180 dark:text-sky-300" />
          </summary>
          <div className="px-5 pb-5">
            <PageBody html={item.answer} lang={fallbackLang(item, "answer")} />
          </div>
        </details>
      ))}
    </div>
  );
}

/** The FAQ as schema.org FAQPage structured data in the page's language (answers as plain text). */
export function faqJsonLd(items: PublicFaqItem[], locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: INTL_LOCALE[locale],
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: {
        "@type": "Answer",
        text: item.answer
          .replace(/<[^>]+>/g, " ")
          .replace(/\s+/g, " ")
          .trim(),
      },
    })),
  };
}
