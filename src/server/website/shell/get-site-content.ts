import "server-only";
import type { DbOrTx } from "../../db/client";
import { getSettings } from "../../settings/get-settings";
import { publicSettings } from "../../settings/public-settings";
import { type KeyValue, SITE_CONTENT_KEYS } from "./site-content-keys";

/** The public site content key/values of spec §3 (phone, e-mail, footer text, social links; empty when unset). */
export async function getSiteContent(db: DbOrTx): Promise<KeyValue[]> {
  const settings = publicSettings(await getSettings(db));
  return SITE_CONTENT_KEYS.map((key) => ({ key, value: settings[key] }));
}
