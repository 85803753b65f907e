import { z } from "zod";
import { msg } from "./messages/message-ref";

/** The two documents of a reservation, as they appear in download paths. */
export const RESERVATION_DOCUMENT_KINDS = ["confirmation", "contract"] as const;
export type ReservationDocumentKind = (typeof RESERVATION_DOCUMENT_KINDS)[number];

export const RESERVATION_DOCUMENT_LABELS: Record<ReservationDocumentKind, string> = {
  confirmation: "Rezervasyon Onayı / Proforma",
  contract: "Kiralama Sözleşmesi",
};

/** The `{{variables}}` the charter contract's terms may use (filled from the reservation, its boat and settings). */
export const CONTRACT_VARIABLES = [
  { name: "company_name", description: "Firma adı (Ayarlar › Site › Site adı)" },
  { name: "company_address", description: "Firma adresi (Ayarlar › İletişim)" },
  { name: "customer_name", description: "Kiracının adı soyadı" },
  { name: "code", description: "Rezervasyon kodu" },
  { name: "boat_name", description: "Teknenin adı" },
  { name: "marina_name", description: "Teslim ve iade limanı (teknenin marinası)" },
  { name: "start_date", description: "Giriş tarihi, ör. 10 Temmuz 2027" },
  { name: "end_date", description: "Çıkış tarihi, ör. 17 Temmuz 2027" },
  { name: "days", description: "Kiralama süresi (gün)" },
  { name: "check_in_time", description: "Giriş (teslim) saati, teknenin ayarı" },
  { name: "check_out_time", description: "Çıkış (iade) saati, teknenin ayarı" },
  { name: "guests", description: "Kişi sayısı" },
  { name: "total", description: "Toplam kira bedeli" },
  { name: "deposit", description: "Kapora (ön ödeme) tutarı" },
] as const;
export type ContractVariableName = (typeof CONTRACT_VARIABLES)[number]["name"];

export const CONTRACT_BODY_MAX = 50_000;

/** The `{{names}}` used in a text that are not in `known`. */
export function unknownTemplateVariables(known: readonly string[], text: string): string[] {
  const used = [...text.matchAll(/\{\{\s*([^{}\s]*)\s*\}\}/g)].map((m) => m[1] ?? "");
  return [...new Set(used.filter((name) => !known.includes(name)))];
}

export const updateContractTemplateBody = z.object({
  body: z
    .string({ error: msg("reservation_documents.body_required") })
    .trim()
    .min(1, { error: msg("reservation_documents.body_required") })
    .max(CONTRACT_BODY_MAX, { error: msg("reservation_documents.body_too_long") }),
  /** The English terms (reservations made on the English site); empty → those get the Turkish terms. */
  body_en: z
    .string({ error: msg("reservation_documents.body_en_text") })
    .trim()
    .max(CONTRACT_BODY_MAX, { error: msg("reservation_documents.body_en_too_long") })
    .optional(),
});
export type UpdateContractTemplateInput = z.output<typeof updateContractTemplateBody>;

export const contractTemplateSchema = z.object({
  key: z.string(),
  name: z.string(),
  body: z.string(),
  body_en: z.string(),
  /** The current terms' version ("Sürüm N"): each save that changes the text adds one (decision 0061). */
  version: z.number().int(),
  /** SHA-256 of the version's texts. */
  content_hash: z.string(),
  /** When the current version was saved. */
  updated_at: z.string(),
  variables: z.array(z.object({ name: z.string(), description: z.string() })),
});
export type ContractTemplateDto = z.infer<typeof contractTemplateSchema>;
