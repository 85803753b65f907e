import "server-only";
import type { DbOrTx } from "../db/client";
import { getSettings } from "../settings/get-settings";

export type CompanyDetails = { name: string; contact: string };

/** The company's name and one contact line (phone · e-mail · address, those set) for a document's footer. */
export async function getCompanyDetails(db: DbOrTx): Promise<CompanyDetails> {
  const s = await getSettings(db);
  const contact = [s.site_phone, s.site_email, s.site_address]
    .map((v) => v.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join(" · ");
  return { name: s.site_name, contact };
}
