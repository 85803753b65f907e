import { readFileSync } from "node:fs";
import { type APIRequestContext, expect } from "@playwright/test";
import { E2E_PARASUT_FILE } from "../../../playwright.config";

/** The e2e server's Paraşüt stand-in (scripts/e2e-server.mjs): its address and the credentials Liman signs in with. */
export type ParasutStandIn = {
  base: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  companyId: string;
};

type Call = { method: string; path: string; body?: { data?: Record<string, any> } };
type SalesInvoice = { id: string; attributes: Record<string, any>; details: { vatRate: number }[]; grossMinor: number };
type EArchive = {
  id: string;
  salesInvoiceId: string;
  number: string;
  uuid: string;
  internetSale?: Record<string, any>;
};

export const parasutStandIn = (): ParasutStandIn => JSON.parse(readFileSync(E2E_PARASUT_FILE, "utf8"));

/** What the stand-in received and made so far: every call, the sales invoices and the e-Arşivs. */
export async function parasutState(request: APIRequestContext) {
  const res = await request.get(`${parasutStandIn().base}/_stand-in/state`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as { calls: Call[]; salesInvoices: SalesInvoice[]; eArchives: EArchive[] };
}

/** The stand-in refuses the next e-Arşiv of a sales invoice whose description contains `description` (a reservation code). */
export async function refuseEArchive(request: APIRequestContext, description: string, message: string) {
  const res = await request.post(`${parasutStandIn().base}/_stand-in/refuse-e-archive`, {
    data: { description, message },
  });
  expect(res.status()).toBe(204);
}
