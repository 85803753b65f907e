import "server-only";
/**
 * The `{{variables}}` a mail template may use, as documented for staff in the dashboard (GET
 * /v1/admin/mailtemplates answers them with each template). Values come from `reservationMailVars`;
 * every value is HTML-escaped except `bank_accounts`, `price_lines`, `payment_plan` and `card_payment_link`, HTML
 * our code builds.
 */
export const TEMPLATE_VARIABLES = [
  { name: "customer_name", description: "Müşterinin adı soyadı" },
  { name: "code", description: "Rezervasyon kodu (müşteri Rezervasyonlarım sayfasında bununla sorgular)" },
  { name: "boat_name", description: "Teknenin adı" },
  { name: "marina_name", description: "Teknenin bulunduğu marina" },
  { name: "start_date", description: "Giriş tarihi, ör. 10 Temmuz 2027" },
  { name: "end_date", description: "Çıkış tarihi, ör. 17 Temmuz 2027" },
  { name: "guests", description: "Kişi sayısı" },
  { name: "total", description: "Toplam tutar, rezervasyonun para biriminde" },
  { name: "deposit", description: "Kapora (ön ödeme) tutarı" },
  {
    name: "deposit_percent",
    description: "Kapora oranı (rezervasyon anındaki Ön ödeme yüzdesi ayarı); metinde %{{deposit_percent}} diye yazın",
  },
  { name: "paid", description: "Şimdiye kadar ödenen tutar" },
  { name: "due", description: "Kalan ödeme (toplam − ödenen)" },
  { name: "deposit_due", description: "Kaporadan kalan ödeme" },
  { name: "bank_accounts", description: "Aktif banka hesaplarının tablosu (HTML)" },
  { name: "option_expires_at", description: "Opsiyonun bittiği an, ör. 12 Temmuz 2027 14:30" },
  { name: "site_name", description: "Site adı (Ayarlar › Site)" },
  // Guest requests from /enquire (src/server/reservation-requests): only their templates document these.
  { name: "request_kind", description: "Talep türü: İptal talebi ya da Değişiklik talebi" },
  { name: "request_message", description: "Misafirin talep mesajı" },
  { name: "requested_change", description: "Değişiklik talebinde istenen tarihler ve kişi sayısı" },
  { name: "cancellation_cost", description: "Talep anında hesaplanan iptal bedeli (iptal kademesine göre)" },
  { name: "refund", description: "Talep anında hesaplanan iade tutarı (ödenen − iptal bedeli)" },
  { name: "staff_note", description: "Personelin talebe yazdığı not" },
  { name: "review_link", description: "Değerlendirme bağlantısı (yalnızca değerlendirme davetinde; tek kullanımlık)" },
  { name: "review_expires_at", description: "Değerlendirme bağlantısının son geçerlilik günü" },
  {
    name: "documents_url",
    description:
      "Rezervasyon belgelerinin (onay / proforma, kiralama sözleşmesi) indirildiği Rezervasyonlarım sayfasının bağlantısı",
  },
  { name: "price_lines", description: "Fiyat kalemleri tablosu: kiralama, indirim, ekstralar (HTML)" },
  { name: "due_at_base", description: "Limanda ödenecek ekstraların toplamı (toplam tutara dahil değil)" },
  {
    name: "payment_plan",
    description: "Ödeme planı tablosu: ön ödeme ve kalan ödeme, tutarı, son ödeme tarihi ve durumu (HTML)",
  },
  {
    name: "balance_due_date",
    description: "Kalan ödemenin son günü (Ayarlar › Site › Kalan ödeme vadesi)",
  },
  {
    name: "card_payment_url",
    description:
      "Kartla ödeme bağlantısı: kodu dolu Rezervasyonlarım sayfası; yalnızca kartla ödeme açıkken ve ödenecek tutar varken dolu, yoksa boş",
  },
  {
    name: "card_payment_link",
    description:
      "“Kartla öde” düğmesi ve bir cümle (HTML); kartla ödeme kapalıysa veya ödenecek bir şey yoksa boş kalır",
  },
  // The inspection protocol mail (src/server/inspections): only its template documents these.
  { name: "inspection_kind", description: "Kontrolün türü: giriş kontrolü ya da çıkış kontrolü" },
  { name: "inspection_time", description: "Kontrolün kaydedildiği an, ör. 12 Temmuz 2027 14:30" },
  {
    name: "protocol_url",
    description: "Tutanağın (PDF) indirme bağlantısı; misafire özel, bir yıl geçerli",
  },
] as const;

export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];
export type TemplateVariableName = TemplateVariable["name"];

/** Variables only the guest request mails have. */
const REQUEST_ONLY: readonly string[] = [
  "request_kind",
  "request_message",
  "requested_change",
  "cancellation_cost",
  "refund",
  "staff_note",
];
/** Variables only the review invitation has (its link), not part of a reservation mail. */
const REVIEW_ONLY: readonly string[] = ["review_link", "review_expires_at"];
/** Variables only the inspection protocol mail has. */
const INSPECTION_ONLY: readonly string[] = ["inspection_kind", "inspection_time", "protocol_url"];
const ALL = TEMPLATE_VARIABLES.map((v) => v.name).filter(
  (name) => !REQUEST_ONLY.includes(name) && !REVIEW_ONLY.includes(name) && !INSPECTION_ONLY.includes(name),
);
const WITH_REQUEST = TEMPLATE_VARIABLES.map((v) => v.name).filter(
  (name) => !REVIEW_ONLY.includes(name) && !INSPECTION_ONLY.includes(name),
);
const WITH_REVIEW = TEMPLATE_VARIABLES.map((v) => v.name).filter(
  (name) => !REQUEST_ONLY.includes(name) && !INSPECTION_ONLY.includes(name),
);
const WITH_INSPECTION = [...ALL, ...INSPECTION_ONLY] as TemplateVariableName[];

/**
 * Which variables each template is documented with. Every reservation mail gets the reservation's set; the guest
 * request mails get the request's variables too; a template added later without an entry here gets the
 * reservation's set.
 */
const BY_TEMPLATE: Record<string, readonly TemplateVariableName[]> = {
  reservation_received: ALL,
  reservation_staff: ALL,
  bank_details: ALL,
  reservation_confirmed: ALL,
  reservation_request_staff: WITH_REQUEST,
  reservation_request_approved: WITH_REQUEST,
  reservation_request_refused: WITH_REQUEST,
  review_invitation: WITH_REVIEW,
  balance_reminder: ALL,
  inspection_saved: WITH_INSPECTION,
};

export function templateVariables(templateKey: string): TemplateVariable[] {
  const names = new Set(BY_TEMPLATE[templateKey] ?? ALL);
  return TEMPLATE_VARIABLES.filter((v) => names.has(v.name));
}

/** The `{{names}}` used in a subject or body that are not documented for the template. */
export function unknownVariables(templateKey: string, ...texts: string[]): string[] {
  const known = new Set<string>(templateVariables(templateKey).map((v) => v.name));
  const used = texts.flatMap((t) => [...t.matchAll(/\{\{\s*([^{}\s]*)\s*\}\}/g)].map((m) => m[1] ?? ""));
  return [...new Set(used.filter((name) => !known.has(name)))];
}
