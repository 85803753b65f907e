import "server-only";
import { eq } from "drizzle-orm";
import { clock } from "../../lib/clock";
import {
  CONTRACT_VARIABLES,
  type ContractTemplateDto,
  type UpdateContractTemplateInput,
  unknownTemplateVariables,
} from "@/shared/reservation-documents";
import { badRequest, notFound } from "../domain-errors";
import type { DbOrTx } from "../db/client";
import { documentTemplates } from "../db/schema";

export const CONTRACT_TEMPLATE_KEY = "charter_contract";
const MISSING = "Sözleşme şablonu bulunamadı.";

const columns = {
  key: documentTemplates.key,
  name: documentTemplates.name,
  body: documentTemplates.body,
  updatedAt: documentTemplates.updatedAt,
};

const toDto = (row: { key: string; name: string; body: string; updatedAt: Date }): ContractTemplateDto => ({
  key: row.key,
  name: row.name,
  body: row.body,
  updated_at: row.updatedAt.toISOString(),
  variables: CONTRACT_VARIABLES.map((v) => ({ ...v })),
});

/** The charter contract's terms template (plain text with `{{variables}}`) and the variables it may use. */
export async function getContractTemplate(db: DbOrTx): Promise<ContractTemplateDto> {
  const [row] = await db
    .select(columns)
    .from(documentTemplates)
    .where(eq(documentTemplates.key, CONTRACT_TEMPLATE_KEY))
    .limit(1);
  if (!row) throw notFound(MISSING);
  return toDto(row);
}

/** Saves the contract's terms; a `{{name}}` that is not a documented variable is refused (400, Turkish). */
export async function updateContractTemplate(
  db: DbOrTx,
  userId: number,
  input: UpdateContractTemplateInput,
): Promise<ContractTemplateDto> {
  const unknown = unknownTemplateVariables(
    CONTRACT_VARIABLES.map((v) => v.name),
    input.body,
  );
  if (unknown.length > 0) {
    const list = unknown.map((n) => `{{${n}}}`).join(", ");
    throw badRequest(`Bilinmeyen değişken: ${list}. Listedeki değişkenleri kullanın.`, {
      body: `Bilinmeyen değişken: ${list}`,
    });
  }
  const [row] = await db
    .update(documentTemplates)
    .set({ body: input.body, updatedBy: userId, updatedAt: clock.now() })
    .where(eq(documentTemplates.key, CONTRACT_TEMPLATE_KEY))
    .returning(columns);
  if (!row) throw notFound(MISSING);
  return toDto(row);
}
