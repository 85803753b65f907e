import "server-only";
import { eq } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import { clock } from "../../lib/clock";
import {
  CONTRACT_VARIABLES,
  type ContractTemplateDto,
  type UpdateContractTemplateInput,
  unknownTemplateVariables,
} from "@/shared/reservation-documents";
import { badRequest, notFound } from "../domain-errors";
import { msg } from "@/shared/messages/message-ref";
import type { DbOrTx } from "../db/client";
import { documentTemplates } from "../db/schema";

export const CONTRACT_TEMPLATE_KEY = "charter_contract";

const columns = {
  key: documentTemplates.key,
  name: documentTemplates.name,
  body: documentTemplates.body,
  bodyEn: documentTemplates.bodyEn,
  updatedAt: documentTemplates.updatedAt,
};

type Row = { key: string; name: string; body: string; bodyEn: string; updatedAt: Date };

const toDto = (row: Row): ContractTemplateDto => ({
  key: row.key,
  name: row.name,
  body: row.body,
  body_en: row.bodyEn,
  updated_at: row.updatedAt.toISOString(),
  variables: CONTRACT_VARIABLES.map((v) => ({ ...v })),
});

/** The charter contract's terms template (plain text with `{{variables}}`) and the variables it may use. */
export async function getContractTemplate(db: DbOrTx): Promise<ContractTemplateDto> {
  return toDto(await readRow(db));
}

/** The terms for a reservation's language: English ones when it was booked in English and they are not empty. */
export async function contractTermsFor(db: DbOrTx, locale: Locale): Promise<string> {
  const row = await readRow(db);
  return locale === "en" && row.bodyEn.trim() !== "" ? row.bodyEn : row.body;
}

async function readRow(db: DbOrTx): Promise<Row> {
  const [row] = await db
    .select(columns)
    .from(documentTemplates)
    .where(eq(documentTemplates.key, CONTRACT_TEMPLATE_KEY))
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

/** Saves the contract's terms (Turkish, and English when given: empty clears it); a `{{name}}` that is not a documented variable is refused (400). */
export async function updateContractTemplate(
  db: DbOrTx,
  userId: number,
  input: UpdateContractTemplateInput,
): Promise<ContractTemplateDto> {
  refuseUnknown(input.body, "body");
  if (input.body_en !== undefined) refuseUnknown(input.body_en, "body_en");
  const [row] = await db
    .update(documentTemplates)
    .set({
      body: input.body,
      ...(input.body_en === undefined ? {} : { bodyEn: input.body_en }),
      updatedBy: userId,
      updatedAt: clock.now(),
    })
    .where(eq(documentTemplates.key, CONTRACT_TEMPLATE_KEY))
    .returning(columns);
  if (!row) throw notFound("lookup.contract_template_missing");
  return toDto(row);
}
