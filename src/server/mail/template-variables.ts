import "server-only";
/**
 * The `{{variables}}` a mail template may use, as documented for staff in the dashboard (GET
 * /v1/admin/mailtemplates answers them with each template). Values come from `reservationMailVars`;
 * every value is HTML-escaped except `bank_accounts` and `price_lines`, tables our code builds.
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
  { name: "price_lines", description: "Fiyat kalemleri tablosu: kiralama, indirim, ekstralar (HTML)" },
  { name: "due_at_base", description: "Limanda ödenecek ekstraların toplamı (toplam tutara dahil değil)" },
] as const;

export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];
export type TemplateVariableName = TemplateVariable["name"];

const ALL = TEMPLATE_VARIABLES.map((v) => v.name);

/**
 * Which variables each template is documented with. Every default template is a reservation mail and
 * gets the full set; a template added later without an entry here also gets the full set.
 */
const BY_TEMPLATE: Record<string, readonly TemplateVariableName[]> = {
  reservation_received: ALL,
  reservation_staff: ALL,
  bank_details: ALL,
  reservation_confirmed: ALL,
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
