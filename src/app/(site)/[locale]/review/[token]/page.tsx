import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PageHeader } from "@/features/site/content/page-header";
import { ReviewView } from "@/features/site/reviews/review-view";
import { PageMessages } from "@/i18n/page-messages";

type Props = { params: Promise<{ locale: string; token: string }> };

/** A review link is personal: never indexed, never followed, and its token is not a canonical URL. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "ReviewPage" });
  return { title: t("title"), description: t("description"), robots: { index: false, follow: false } };
}

export default async function ReviewPage({ params }: Props) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("ReviewPage");
  return (
    <PageMessages page="review/[token]/page.tsx">
      <>
        <PageHeader title={t("title")} lead={t("lead")} />
        <div className="mx-auto max-w-7xl px-4 py-10">
          <ReviewView token={token.slice(0, 200)} />
        </div>
      </>
    </PageMessages>
  );
}
