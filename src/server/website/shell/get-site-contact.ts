import "server-only";
import type { DbOrTx } from "../../db/client";
import { getSettings } from "../../settings/get-settings";
import type { SiteContact } from "../schemas";

/** The company's public contact details and social links (empty strings when not set). */
export async function getSiteContact(db: DbOrTx): Promise<SiteContact> {
  const s = await getSettings(db);
  return {
    site_name: s.site_name,
    site_phone: s.site_phone,
    site_email: s.site_email,
    site_address: s.site_address,
    facebook_link: s.facebook_link,
    instagram_link: s.instagram_link,
    twitter_link: s.twitter_link,
    youtube_link: s.youtube_link,
  };
}
