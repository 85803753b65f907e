import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { PageHeader } from "@/features/site/content/page-header";
import { pageMetadata } from "@/features/site/content/page-metadata";
import { pageLocale } from "@/features/site/i18n/page-locale";

/** What the confirmation and unsubscribe links (under /v1/website/newsletter) report back to the visitor. */
const RESULTS = ["confirmed", "expired", "invalid", "unsubscribed", "unknown"] as const;

type Result = (typeof RESULTS)[number];
const resultOf = (value: unknown): Result =>
  typeof value === "string" && (RESULTS as readonly string[]).includes(value) ? (value as Result) : "invalid";

export async function generateMetadata() {
  return {
    ...pageMetadata({
      locale: await pageLocale(),
      title: "E-bülten",
      description: "E-bülten aboneliğinizin durumu.",
      path: "/newsletter",
    }),
    robots: { index: false, follow: false },
  };
}

export default async function NewsletterResultPage({ searchParams }: { searchParams: Promise<{ result?: string }> }) {
  const result = resultOf((await searchParams).result);
  const t = await getTranslations("ContentNewsletter");
  return (
    <>
      <PageHeader title={t(`${result}Title`)} lead={t(`${result}Lead`)} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <Link
          href="/"
          className="inline-block rounded-md bg-sea-700 px-5 py-3 font-semibold text-white hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600"
        >
          {t("home")}
        </Link>
      </div>
    </>
  );
}
