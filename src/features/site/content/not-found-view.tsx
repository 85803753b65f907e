import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { ApplyStoredTheme } from "../theme/apply-stored-theme";

/** The site's 404 body: what was not found, why it may be so, and the ways on (boats for rent, home). */
export async function NotFoundView({ title, text }: { title: string; text: string }) {
  const t = await getTranslations("ContentNotFound");
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center">
      <ApplyStoredTheme />
      <p className="text-sm font-semibold tracking-wide text-sea-700 uppercase dark:text-sky-300">404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-4 text-slate-700 dark:text-slate-300">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          href="/listing"
          className="rounded-md bg-sea-700 px-5 py-3 font-semibold text-white hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600"
        >
          {t("rentals")}
        </Link>
        <Link
          href="/"
          className="rounded-md border border-slate-300 px-5 py-3 font-semibold hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          {t("home")}
        </Link>
      </div>
    </div>
  );
}
