import "server-only";
import type { Locale } from "@/i18n/locales";
import type { Rates } from "../../../lib/money";
import type { DbOrTx } from "../../db/client";
import { getSettings, ratesOf } from "../../settings/get-settings";
import { depositPercentOf } from "../../../lib/deposit-copy";
import { footerTextIn } from "../../settings/public-settings";
import { listPopularMarinas } from "./list-popular-marinas";
import { listPublicBoatTypes } from "./list-public-boat-types";

export type SiteShell = {
  siteName: string;
  phone: string;
  email: string;
  address: string;
  footerText: string;
  /** "tr" on the English site when no English footer text was written (the Turkish one is shown). */
  footerTextLang: Locale | undefined;
  social: { facebook: string; instagram: string; twitter: string; youtube: string };
  rates: Rates;
  depositPercent: number;
  marinaPopular: { id: number; name: string }[];
  boatTypes: { id: number; name: string }[];
};

/** Everything the header and footer of the public site show, read in three queries. */
export async function getSiteShell(db: DbOrTx, locale: Locale = "tr"): Promise<SiteShell> {
  const [settings, marinaPopular, types] = await Promise.all([
    getSettings(db),
    listPopularMarinas(db, locale),
    listPublicBoatTypes(db, locale),
  ]);
  const footer = footerTextIn(settings, locale);
  return {
    siteName: settings.site_name,
    phone: settings.site_phone,
    email: settings.site_email,
    address: settings.site_address,
    footerText: footer.text,
    footerTextLang: footer.lang,
    social: {
      facebook: settings.facebook_link,
      instagram: settings.instagram_link,
      twitter: settings.twitter_link,
      youtube: settings.youtube_link,
    },
    rates: ratesOf(settings),
    depositPercent: depositPercentOf(settings.deposit_percent),
    marinaPopular,
    boatTypes: types.map(({ id, name }) => ({ id, name })),
  };
}
