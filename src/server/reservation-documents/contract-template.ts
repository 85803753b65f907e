import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import {
  CONTRACT_VARIABLES,
  type ContractTemplateDto,
  type UpdateContractTemplateInput,
  unknownTemplateVariables,
} from "@/shared/reservation-documents";
import { msg } from "@/shared/messages/message-ref";
import { clock } from "../../lib/clock";
import type { DbOrTx } from "../db/client";
import { documentTemplates, documentTemplateVersions, reservations } from "../db/schema";
import { badRequest, notFound } from "../domain-errors";

export const CONTRACT_TEMPLATE_KEY = "charter_contract";

const columns = {
  templateId: documentTemplates.id,
  key: documentTemplates.key,
  name: documentTemplates.name,
  version: documentTemplateVersions.version,
  body: documentTemplateVersions.body,
  bodyEn: documentTemplateVersions.bodyEn,
  contentHash: documentTemplateVersions.contentHash,
  createdAt: documentTemplateVersions.createdAt,
};

type Row = {
  templateId: number;
  key: string;
  name: string;
  version: number;
  body: string;
  bodyEn: string;
  contentHash: string;
  createdAt: Date;
};

const toDto = (row: Row): ContractTemplateDto => ({
  key: row.key,
  name: row.name,
  body: row.body,
  body_en: row.bodyEn,
  version: row.version,
  content_hash: row.contentHash,
  updated_at: row.createdAt.toISOString(),
  variables: CONTRACT_VARIABLES.map((v) => ({ ...v })),
});

/** The charter contract's current terms (its newest version: plain text with `{{variables}}`) and the variables. */
export async function getContractTemplate(db: DbOrTx): Promise<ContractTemplateDto> {
  return toDto(await readCurrent(db));
}

/**
 * The terms a reservation's contract prints, in its language: the version in force when it was booked (decision
 * 0061), never the template as edited since; the English text when booked in English and that version has one.
 */
export async function contractTermsFor(db: DbOrTx, reservationId: number, locale: Locale): Promise<string> {
  const [row] = await db
    .select({ body: documentTemplateVersions.body, bodyEn: documentTemplateVersions.bodyEn })
    .from(reservations)
    .innerJoin(documentTemplateVersions, eq(documentTemplateVersions.id, reservations.contractTemplateVersionId))
    .where(eq(reservations.id, reservationId))
    .limit(1);
  if (!row) throw notFound("lookup.reservation_not_found");
  return locale === "en" && row.bodyEn.trim() !== "" ? row.bodyEn : row.body;
}

async function readCurrent(db: DbOrTx): Promise<Row> {
  const [row] = await db
    .select(columns)
    .from(documentTemplates)
    .innerJoin(documentTemplateVersions, eq(documentTemplateVersions.templateId, documentTemplates.id))
    .where(eq(documentTemplates.key, CONTRACT_TEMPLATE_KEY))
    .orderBy(desc(documentTemplateVersions.version))
    .limit(1);
  if (!row) throw notFound("lookup.contract_template_missing");
  return row;
}

function refuseUnknown(text: string, field: "body" | "body_en") {
  const unknown = unknownTemplateVariables(
    CONTRACT_VARIABLES.map((v) => v.name),
    text,
  );
  if (unknown.length === 0) return;
  const variables = unknown.map((n) => `{{${n}}}`).join(", ");
  const key =
    field === "body" ? "reservation_documents.unknown_variables" : "reservation_documents.unknown_variables_en";
  throw badRequest(msg(key, { variables }), {
    [field]: msg("reservation_documents.unknown_variable_field", { variables }),
  });
}

/**
 * Saves the contract's terms (Turkish, and English when given: empty clears it) as a new version, the current one
 * from now on; reservations already booked keep theirs. The same text again adds no version. A `{{name}}` that is
 * not a documented variable is refused (400). Two ADMINs saving at once queue on the template's row.
 */
export async function updateContractTemplate(
  db: DbOrTx,
  userId: number,
  input: UpdateContractTemplateInput,
): Promise<ContractTemplateDto> {
  refuseUnknown(input.body, "body");
  if (input.body_en !== undefined) refuseUnknown(input.body_en, "body_en");
  return db.transaction(async (tx) => {
    const [template] = await tx
      .select({ id: documentTemplates.id })
      .from(documentTemplates)
      .where(eq(documentTemplates.key, CONTRACT_TEMPLATE_KEY))
      .for("update");
    if (!template) throw notFound("lookup.contract_template_missing");
    const current = await readCurrent(tx);
    const bodyEn = input.body_en ?? current.bodyEn;
    if (input.body === current.body && bodyEn === current.bodyEn) return toDto(current);
    await tx.insert(documentTemplateVersions).values({
      templateId: template.id,
      version: current.version + 1,
      body: input.body,
      bodyEn,
      createdBy: userId,
      createdAt: clock.now(),
    });
    return toDto(await readCurrent(tx));
  });
}
