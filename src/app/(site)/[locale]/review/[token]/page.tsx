import type { Metadata } from "next";
import { PageHeader } from "@/features/site/content/page-header";
import { ReviewView } from "@/features/site/reviews/review-view";

/** A review link is personal: never indexed, never followed, and its token is not a canonical URL. */
export const metadata: Metadata = {
  title: "Tatilinizi değerlendirin",
  description: "Teknemizle geçirdiğiniz tatili puanlayın ve deneyiminizi paylaşın.",
  robots: { index: false, follow: false },
};

type Props = { params: Promise<{ token: string }> };

export default async function ReviewPage({ params }: Props) {
  const { token } = await params;
  return (
    <>
      <PageHeader
        title="Tatilinizi değerlendirin"
        lead="Deneyiminizi 1 ile 5 yıldız arasında puanlayın ve birkaç cümleyle anlatın; diğer misafirler için çok değerli."
      />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <ReviewView token={token.slice(0, 200)} />
      </div>
    </>
  );
}
