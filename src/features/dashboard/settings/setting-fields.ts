/** The settings forms (spec §2 /dashboard/settings/*): their headings and fields, in display order. */
import type { SettingSection } from "@/shared/settings-keys";
import { ENGLISH_FALLBACK_HINT } from "../content/english-fields";
import { RATE_PLACEHOLDER_HINT } from "../content/rate-placeholder-hint";

export type SettingField = {
  key: string;
  label: string;
  kind?: "text" | "textarea" | "rate" | "integer" | "email" | "url" | "tel" | "checkbox";
  hint?: string;
  suffix?: string;
};

export const SETTING_FORMS: Record<SettingSection, { title: string; description: string; fields: SettingField[] }> = {
  exchange: {
    title: "Döviz Kurları",
    description: "1 birim dövizin TL karşılığı. Fiyat gösterimlerinde ve yeni rezervasyonlarda kullanılır.",
    fields: [
      { key: "dollar_exchange_rate", label: "Dolar kuru ($)", kind: "rate", suffix: "TL" },
      { key: "euro_exchange_rate", label: "Euro kuru (€)", kind: "rate", suffix: "TL" },
      { key: "sterling_exchange_rate", label: "Sterlin kuru (£)", kind: "rate", suffix: "TL" },
    ],
  },
  site: {
    title: "Site Ayarları",
    description: "Site adı, altbilgi metni (Türkçe ve İngilizce) ve rezervasyon kuralları.",
    fields: [
      { key: "site_name", label: "Site adı" },
      {
        key: "site_footer_text",
        label: "Altbilgi metni",
        kind: "textarea",
        hint: RATE_PLACEHOLDER_HINT,
      },
      {
        // Not "Altbilgi metni … İngilizce": an English field's label never contains its Turkish twin's.
        key: "site_footer_text_en",
        label: "İngilizce altbilgi",
        kind: "textarea",
        hint: `${ENGLISH_FALLBACK_HINT} İngilizcede oranı yüzde işaretinden önce yazın: {{deposit_percent}}%.`,
      },
      {
        key: "deposit_percent",
        label: "Kapora oranı (%)",
        kind: "integer",
        hint: "Rezervasyonu onaylamak için alınan ön ödeme yüzdesi (1–100). Sitedeki, sayfalardaki ve maillerdeki oran bundan gelir.",
      },
      {
        key: "option_hours",
        label: "Opsiyon süresi (saat)",
        kind: "integer",
        hint: "Ödenmeyen web rezervasyonlarının tarihleri bu süre sonunda serbest kalır (1–720).",
      },
      {
        key: "balance_due_days",
        label: "Kalan ödeme vadesi (gün)",
        kind: "integer",
        hint: "Kalan ödeme, kiralamanın başlangıcından bu kadar gün önce istenir; daha yakın tarihli rezervasyonlar tamamını hemen öder (0–365).",
      },
    ],
  },
  contact: {
    title: "İletişim Bilgileri",
    description: "Sitede gösterilen iletişim bilgileri ve bildirimlerin gittiği adres.",
    fields: [
      { key: "site_phone", label: "Telefon", kind: "tel" },
      { key: "site_email", label: "E-posta", kind: "email" },
      { key: "site_address", label: "Adres", kind: "textarea" },
      {
        key: "staff_email",
        label: "Bildirim e-postası",
        kind: "email",
        hint: "Yeni rezervasyon bildirimleri bu adrese gönderilir (sitede gösterilmez).",
      },
    ],
  },
  social: {
    title: "Sosyal Medya",
    description: "Sitenin altbilgisindeki sosyal medya bağlantıları; boş bırakılanlar gösterilmez.",
    fields: [
      { key: "facebook_link", label: "Facebook", kind: "url" },
      { key: "instagram_link", label: "Instagram", kind: "url" },
      { key: "twitter_link", label: "X (Twitter)", kind: "url" },
      { key: "youtube_link", label: "YouTube", kind: "url" },
    ],
  },
  security: {
    title: "Güvenlik",
    description: "Yönetici hesaplarının oturum açma kuralları.",
    fields: [
      {
        key: "require_admin_totp",
        label: "Tüm yöneticiler için iki adımlı doğrulama (TOTP) zorunlu",
        kind: "checkbox",
        hint: "Açıkken TOTP kurmamış bir yönetici, giriş yaparken önce doğrulama uygulamasını kurar; kuranlar kapatamaz. Açık oturumlar süreleri dolana kadar sürer.",
      },
    ],
  },
  passengers: {
    title: "Yolcu Listesi",
    description: "Misafirlerin /enquire sayfasından girdiği yolcu (mürettebat) listelerinin saklanma kuralı (KVKK).",
    fields: [
      {
        key: "passenger_list_retention_days",
        // No suffix: the label already says "(gün)" ("Saklama süresi (gün), gün" read twice).
        label: "Saklama süresi (gün)",
        kind: "integer",
        hint: "Yolcu listeleri, dönüş (çıkış) tarihinden bu kadar gün sonra otomatik olarak silinir (1–3650, varsayılan 90).",
      },
    ],
  },
  invoicing: {
    title: "Fatura (e-Arşiv)",
    description:
      "Alınan her ödeme için Paraşüt üzerinden kesilen satış faturası ve e-Arşiv. Bağlantı sunucu ayarlarıyla (PARASUT_*) yapılır.",
    fields: [
      {
        key: "vat_percent",
        label: "KDV oranı (%)",
        kind: "integer",
        hint: "Faturalarda fiyatın içindeki KDV oranı (0–100, varsayılan 20). Ödenen tutar KDV dahil faturalanır.",
      },
    ],
  },
  // Edited by its own screen (settings/cancellation-tiers-screen.tsx, route /dashboard/settings/cancellation):
  // a list of tiers, not text fields.
  cancellation: {
    title: "İptal Kademeleri",
    description: "Misafirin iptal talebinde girişe kalan güne göre kesilecek tutar.",
    fields: [{ key: "cancellation_tiers", label: "İptal kademeleri", kind: "textarea" }],
  },
};

/** A checkbox setting is stored as "1"/"0" and sent as a JSON boolean. */
export const isOn = (value: string | undefined) => value === "1";

/** A rate as the form shows it: 4 decimals ("34.5" → "34.5000"); anything unparsable is left as is. */
export function rateInputValue(value: string): string {
  const n = Number(value);
  return value.trim() !== "" && Number.isFinite(n) ? n.toFixed(4) : value;
}

/** What the user typed → what the API expects: a decimal comma becomes a dot, spaces go ("34,25" → "34.25"). */
export function normalizeDecimal(value: string): string {
  return value.replace(/\s/g, "").replace(",", ".");
}
