import "server-only";
import type { Config } from "../config";
import type { InvoicingProvider } from "./invoicing-provider";
import { parasutProvider } from "./parasut/parasut-provider";

/** The invoicing service of this configuration (Paraşüt when its five settings are given); undefined: invoicing off. */
export function invoicingProvider(config: Config): InvoicingProvider | undefined {
  return config.parasut ? parasutProvider(config.parasut) : undefined;
}
