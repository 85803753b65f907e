import "server-only";
import { asc } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailTemplates } from "../db/schema";
import { mailTemplateColumns, toMailTemplateDto } from "./mail-template-columns";

/** Every mail template (a handful), with the variables each may use. */
export async function listMailTemplates(db: Db) {
  const rows = await db.select(mailTemplateColumns).from(mailTemplates).orderBy(asc(mailTemplates.id));
  return { items: rows.map(toMailTemplateDto), total: rows.length };
}
