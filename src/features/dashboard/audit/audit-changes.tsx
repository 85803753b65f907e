/**
 * The changed fields of one audit row as "field: before → after", with Turkish field names where known (the
 * raw column name otherwise) and values shown as staff read them: money in units, days and moments in Turkish,
 * yes/no for flags.
 */
import type { AuditChange, AuditEntry } from "@/shared/audit";
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from "@/shared/audit";
import { day, moment } from "../format";

const FIELD_LABELS: Record<string, string> = {
  day_price: "Günlük fiyat",
  currency: "Para birimi",
  start_date: "Başlangıç",
  end_date: "Bitiş",
  min_days: "En az gün",
  start_weekday: "Başlangıç günü",
  boat_id: "Tekne",
  owner_id: "Sahibi",
  type_id: "Tekne tipi",
  marina_id: "Marina",
  name: "Ad",
  slug: "Adres",
  for_rent: "Kiralık",
  for_sale: "Satılık",
  sale_price: "Satış fiyatı",
  sale_currency: "Satış para birimi",
  security_deposit: "Hasar depozitosu",
  length_m: "Boy (m)",
  width_m: "En (m)",
  year: "Yıl",
  guests: "Misafir",
  cabins: "Kabin",
  bathrooms: "Banyo",
  crew: "Mürettebat",
  description: "Açıklama",
  amenities: "Olanaklar",
  amenities_en: "Olanakların İngilizce adları",
  check_in_time: "Giriş saati",
  check_out_time: "Çıkış saati",
  popular: "Popüler",
  boat_of_month: "Ayın teknesi",
  sort_order: "Sıra",
  active: "Etkin",
  ical_url: "iCal adresi",
  code: "Kod",
  customer_name: "Müşteri adı",
  customer_email: "Müşteri e-postası",
  customer_phone: "Müşteri telefonu",
  status: "Durum",
  total: "Toplam",
  deposit: "Ön ödeme",
  rates: "Kurlar",
  option_expires_at: "Opsiyon bitişi",
  source: "Kaynak",
  note: "Not",
  kvkk_consent_at: "KVKK onayı",
  created_by: "Oluşturan",
  anonymized_at: "Anonimleştirme",
  reservation_id: "Rezervasyon",
  kind: "Tür",
  method: "Ödeme yöntemi",
  amount: "Tutar",
  reference: "Referans",
  recorded_by: "Kaydeden",
  paid_at: "Ödeme zamanı",
  title: "Başlık",
  ical_uid: "iCal kimliği",
  email: "E-posta",
  role: "Rol",
  first_name: "Ad",
  last_name: "Soyad",
  phone: "Telefon",
  session_version: "Oturum sürümü",
  must_reset_password: "Şifre yenilemeli",
  key: "Anahtar",
  value: "Değer",
  created_at: "Oluşturulma",
  version: "Sürüm",
  body: "Sözleşme koşulları",
  body_en: "İngilizce sözleşme koşulları",
  content_hash: "İçerik özeti (SHA-256)",
};

/** Columns holding minor units (kuruş, cents). */
const MONEY = new Set(["day_price", "sale_price", "total", "deposit", "amount"]);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const units = new Intl.NumberFormat("tr-TR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

/** A stored value as text: "—" for none. */
export function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Evet" : "Hayır";
  if (typeof value === "number") return MONEY.has(field) ? units.format(value / 100) : String(value);
  if (typeof value === "string") {
    if (DAY.test(value)) return day(value);
    if (MOMENT.test(value)) return moment(value);
    return value;
  }
  return JSON.stringify(value);
}

function Change({ change, action }: { change: AuditChange; action: AuditEntry["action"] }) {
  const label = fieldLabel(change.field);
  // A new contract terms' version is an insert that says what it replaced: shown as a change.
  if (action === "delete" || (action === "insert" && change.before === null)) {
    const value = action === "insert" ? change.after : change.before;
    return (
      <li>
        <span className="text-slate-600 dark:text-slate-400">{label}:</span>{" "}
        <span className="break-words">{formatValue(change.field, value)}</span>
      </li>
    );
  }
  return (
    <li data-field={change.field}>
      <span className="text-slate-600 dark:text-slate-400">{label}:</span>{" "}
      <del className="break-words text-red-800 dark:text-red-300">
        <span className="sr-only">Önceki değer: </span>
        {formatValue(change.field, change.before)}
      </del>{" "}
      <span aria-hidden="true">→</span>{" "}
      <ins className="break-words font-medium text-emerald-800 no-underline dark:text-emerald-300">
        <span className="sr-only">Yeni değer: </span>
        {formatValue(change.field, change.after)}
      </ins>
    </li>
  );
}

/** The list of an entry's changes; an insert or delete shows the row's values. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  if (entry.changes.length === 0) return <span className="text-slate-600 dark:text-slate-400">—</span>;
  return (
    <ul className="max-w-xl space-y-0.5 text-sm">
      {entry.changes.map((change) => (
        <Change key={change.field} change={change} action={entry.action} />
      ))}
    </ul>
  );
}

/** "Fiyat #12 · Değiştirildi". */
export function auditSubject(entry: AuditEntry): string {
  return `${AUDIT_ENTITY_LABELS[entry.entity]} #${entry.entity_id}`;
}

export const actionLabel = (entry: AuditEntry) => AUDIT_ACTION_LABELS[entry.action];
