import "server-only";
import type { SettingKey } from "../../settings/keys";

/** The site content entries of spec §3 (contact and social links), in the order the API lists them. */
export const SITE_CONTENT_KEYS = [
  "site_phone",
  "site_email",
  "site_footer_text",
  "facebook_link",
  "instagram_link",
  "twitter_link",
  "youtube_link",
] as const satisfies readonly SettingKey[];

/** What the footer shows besides the lists: its text and the company's contact details. */
export const FOOTER_KEYS = [
  "site_name",
  "site_footer_text",
  "site_phone",
  "site_email",
  "site_address",
] as const satisfies readonly SettingKey[];

export type KeyValue = { key: string; value: string };
