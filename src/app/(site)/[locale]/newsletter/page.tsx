import Link from "next/link";
import { PageHeader } from "@/features/site/content/page-header";
import { pageMetadata } from "@/features/site/content/page-metadata";

/** What the confirmation and unsubscribe links (under /v1/website/newsletter) report back to the visitor. */
const RESULTS = {
  confirmed: {
    title: "Aboneliğiniz onaylandı",
    lead: "Teşekkür ederiz! Artık kampanya ve fırsatlarımızdan ilk siz haberdar olacaksınız. Her e-postamızın altındaki bağlantıyla dilediğiniz an abonelikten çıkabilirsiniz.",
  },
  expired: {
    title: "Onay bağlantısının süresi dolmuş",
    lead: "Bu bağlantı artık geçerli değil. Sayfanın altındaki e-bülten formundan yeniden abone olursanız size yeni bir onay bağlantısı göndeririz.",
  },
  invalid: {
    title: "Onay bağlantısı geçersiz",
    lead: "Bu bağlantı daha önce kullanılmış ya da hatalı. Aboneliğiniz zaten onaylanmış olabilir; değilse sayfanın altındaki formdan yeniden abone olabilirsiniz.",
  },
  unsubscribed: {
    title: "Abonelikten çıktınız",
    lead: "E-posta adresiniz e-bülten listemizden çıkarıldı; size bir daha kampanya e-postası göndermeyeceğiz.",
  },
  unknown: {
    title: "Abonelik bulunamadı",
    lead: "Bu bağlantıya ait bir abonelik yok: büyük olasılıkla abonelikten zaten çıktınız. Size kampanya e-postası gönderilmeyecek.",
  },
} as const;

type Result = keyof typeof RESULTS;
const resultOf = (value: unknown): Result =>
  typeof value === "string" && value in RESULTS ? (value as Result) : "invalid";

export function generateMetadata() {
  return {
    ...pageMetadata({ title: "E-bülten", description: "E-bülten aboneliğinizin durumu.", path: "/newsletter" }),
    robots: { index: false, follow: false },
  };
}

export default async function NewsletterResultPage({ searchParams }: { searchParams: Promise<{ result?: string }> }) {
  const { title, lead } = RESULTS[resultOf((await searchParams).result)];
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <Link
          href="/"
          className="inline-block rounded-md bg-sea-700 px-5 py-3 font-semibold text-white hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600"
        >
          Ana sayfaya dön
        </Link>
      </div>
    </>
  );
}
