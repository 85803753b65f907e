import "server-only";
import type { Locale } from "@/i18n/locales";
import type { DbOrTx } from "../../db/client";
import { getSettings } from "../../settings/get-settings";
import { footerTextIn, publicSettings } from "../../settings/public-settings";
import { listPopularMarinas } from "./list-popular-marinas";
import { listPublicBoatTypes } from "./list-public-boat-types";
import { FOOTER_KEYS, type KeyValue } from "./site-content-keys";

export type WebsiteData = {
  footerData: KeyValue[];
  marinaPopular: { id: number; name: string }[];
  boatTypes: { id: number; name: string }[];
};

/** The footer's data (spec §3 "Website data"): footer key/values, popular marinas and boat types, in `locale`. */
export async function getWebsiteData(db: DbOrTx, locale: Locale = "tr"): Promise<WebsiteData> {
  const [settings, marinaPopular, types] = await Promise.all([
    getSettings(db),
    listPopularMarinas(db, locale),
    listPublicBoatTypes(db, locale),
  ]);
  // The footer text in the asked language (the English one when written), like the names beside it.
  const shown = { ...publicSettings(settings), site_footer_text: footerTextIn(settings, locale).text };
  return {
    footerData: FOOTER_KEYS.map((key) => ({ key, value: shown[key] })),
    marinaPopular,
    boatTypes: types.map(({ id, name }) => ({ id, name })),
  };
}
