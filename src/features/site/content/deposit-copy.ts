import { DEFAULT_DEPOSIT_PERCENT, percentTr } from "@/lib/deposit-copy";

/** Every built-in sentence of the public site that names the deposit rate, for a rate. */
export function siteDepositCopy(percent: number = DEFAULT_DEPOSIT_PERCENT) {
  const rate = percentTr(percent);
  return {
    homeDescription: `Bodrum, Göcek, Fethiye, Marmaris ve daha fazlasında gulet, motoryat, yelkenli ve katamaran kiralayın. TÜRSAB güvencesi, ${rate} ön ödeme ile hemen rezervasyon.`,
    heroLead: `Gulet, motoryat, yelkenli ve katamaran: Türkiye'nin en güzel koylarında, ${rate} ön ödeme ile hemen rezervasyon.`,
    trustTitle: `${rate} ön ödeme`,
    trustText: `Rezervasyonunuzu toplam tutar üzerinden yalnızca ${rate} ön ödemeyle kesinleştirin.`,
    listingDescription: (title: string) =>
      `${title}: gulet, motoryat, yelkenli ve katamaranları fiyat, kapasite ve müsaitliğe göre karşılaştırın. ${rate} ön ödeme ile hemen rezervasyon.`,
    listingLead: `Bölgeye, tarihe, tekne tipine ve bütçenize göre filtreleyin; ${rate} ön ödeme ile hemen rezervasyon yapın.`,
    banksLead: `Ön ödemenizi (${rate}) ve kalan tutarı aşağıdaki hesaplara havale/EFT ile yapabilirsiniz.`,
    faqDescription: `Tekne kiralama hakkında merak ettikleriniz: ${rate} ön ödeme, opsiyon süresi, iptal, kaptan ve mürettebat, yakıt ve ekstralar.`,
    howrentDescription: `Liman'da tekne kiralamak adım adım: tekneyi seçin, ${rate} ön ödemeyle rezervasyon yapın, kalan tutarı teslimden önce ödeyin.`,
  };
}

export type SiteDepositCopy = ReturnType<typeof siteDepositCopy>;
