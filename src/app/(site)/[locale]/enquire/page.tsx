import { PageHeader } from "@/features/site/content/page-header";
import { pageMetadata } from "@/features/site/content/page-metadata";
import { EnquireView } from "@/features/site/reservations/enquire-view";

export function generateMetadata() {
  return {
    ...pageMetadata({
      title: "Rezervasyonlarım",
      description: "Rezervasyonlarınızın durumunu, ödenen ve kalan tutarları ve ön ödeme için banka bilgilerini görün.",
      path: "/enquire",
    }),
    robots: { index: false, follow: true },
  };
}

export default function EnquirePage() {
  return (
    <>
      <PageHeader
        title="Rezervasyonlarım"
        lead="Rezervasyonlarınızın güncel durumu, ödenen ve kalan tutarlar, opsiyon süresi ve ödeme bilgileri."
      />
      <EnquireView />
    </>
  );
}
