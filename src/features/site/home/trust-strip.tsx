import { getTranslations } from "next-intl/server";
import type { SiteDepositCopy } from "../content/deposit-copy";
import { loadDepositCopy } from "../content/localized-deposit-copy";
import { loadDepositPercent } from "../shell/load-site-shell";
import { SolidIcon } from "@/components/ui/icon";

type T = Awaited<ReturnType<typeof getTranslations<"HomePage">>>;

const itemsOf = (copy: SiteDepositCopy, t: T) => [
  {
    title: t("tursabTitle"),
    text: t("tursabText"),
    icon: "M10 1.5 3 4.5v5c0 4.2 3 7.7 7 9 4-1.3 7-4.8 7-9v-5l-7-3zm-1 12.2L5.8 10.5l1.4-1.4L9 10.9l3.8-3.8 1.4 1.4L9 13.7z",
  },
  {
    title: copy.trustTitle,
    text: copy.trustText,
    icon: "M3 5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5zm4.5 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm5 4a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM13 6.3 6.3 13l.7.7L13.7 7l-.7-.7z",
  },
  {
    title: t("sslTitle"),
    text: t("sslText"),
    icon: "M10 2a4 4 0 0 0-4 4v2H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1h-1V6a4 4 0 0 0-4-4zm-2 6V6a2 2 0 1 1 4 0v2H8z",
  },
];

/** Why book here: the travel-agency association guarantee, the deposit (`deposit_percent`) and the 256-bit SSL. */
export async function TrustStrip() {
  const [copy, t] = await Promise.all([loadDepositPercent().then(loadDepositCopy), getTranslations("HomePage")]);
  const items = itemsOf(copy, t);
  return (
    <section
      aria-label={t("trustLabel")}
      className="border-y border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-8 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.title} className="flex gap-4">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-sea-50 text-sea-700 dark:bg-slate-800 dark:text-sky-300">
              <SolidIcon className="size-6" path={item.icon} />
            </span>
            <div>
              <h2 className="font-semibold text-slate-900 dark:text-white">{item.title}</h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
