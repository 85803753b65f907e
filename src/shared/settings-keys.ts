import { z } from "zod";
import { isSingleLine, singleLine } from "./content-fields";
import { optionalPhoneNumber } from "./phone";
import { DEFAULT_DEPOSIT_PERCENT } from "@/lib/deposit-copy";
import { queryInt } from "@/shared/input";
import { cancellationTiersSchema, DEFAULT_CANCELLATION_TIERS } from "@/shared/cancellation";
import { msg } from "@/shared/messages/message-ref";

const rate = z
  .string()
  .trim()
  .regex(/^\d{1,6}(\.\d{1,4})?$/, { error: msg("settings.rate") });
// http(s) only, with a real domain: the links are rendered as hrefs on every public page (no javascript: URLs).
const url = z.union([
  z.literal(""),
  z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: msg("settings.url") }).max(500),
]);

/** Every setting, grouped by the dashboard form (and `PUT /v1/admin/{section}/edit`) that edits it. */
export const settingSections = {
  exchange: z.object({
    dollar_exchange_rate: rate,
    euro_exchange_rate: rate,
    sterling_exchange_rate: rate,
  }),
  site: z.object({
    // In every mail's subject and the pages' titles: one line.
    site_name: z.string().trim().min(1).max(100).refine(isSingleLine, singleLine),
    site_footer_text: z.string().trim().max(1000),
    // Its English twin for /en ("" shows the Turkish one there, marked lang="tr"); optional in a save like
    // balance_due_days (older forms send the section without it: left as it is).
    site_footer_text_en: z.string().trim().max(1000).optional(),
    // Settings are text; a numeric one takes its decimal digits (or a JSON number, see routes/settings.ts), never `true`.
    deposit_percent: queryInt({
      min: 1,
      max: 100,
      message: msg("settings.deposit_percent"),
    }).transform(String),
    option_hours: queryInt({
      min: 1,
      max: 720,
      message: msg("settings.option_hours"),
    }).transform(String),
    // Optional in a save (older forms send the section without it): left as it is when absent.
    balance_due_days: queryInt({
      min: 0,
      max: 365,
      message: msg("settings.balance_due_days"),
    })
      .transform(String)
      .optional(),
  }),
  contact: z.object({
    site_phone: optionalPhoneNumber(),
    site_email: z.union([z.literal(""), z.email({ error: msg("booking.email_invalid") })]),
    site_address: z.string().trim().max(500),
    staff_email: z.union([z.literal(""), z.email({ error: msg("booking.email_invalid") })]),
  }),
  social: z.object({
    facebook_link: url,
    instagram_link: url,
    twitter_link: url,
    youtube_link: url,
  }),
  security: z.object({
    // A JSON boolean in, stored as "1"/"0" like every setting.
    require_admin_totp: z.boolean({ error: msg("settings.on_off") }).transform((on) => (on ? "1" : "0")),
  }),
  passengers: z.object({
    passenger_list_retention_days: queryInt({
      min: 1,
      max: 3650,
      message: msg("settings.retention_days"),
    }).transform(String),
  }),
  invoicing: z.object({
    vat_percent: queryInt({
      min: 0,
      max: 100,
      message: msg("settings.vat_percent"),
    }).transform(String),
  }),
  cancellation: z.object({
    // A JSON list of tiers in, stored as its JSON text (src/shared/cancellation.ts reads it back).
    cancellation_tiers: cancellationTiersSchema.transform((tiers) => JSON.stringify(tiers)),
  }),
} as const;

export type SettingSection = keyof typeof settingSections;
export type SettingKey = { [S in SettingSection]: keyof z.output<(typeof settingSections)[S]> }[SettingSection];
export type Settings = Record<SettingKey, string>;

/** Values a fresh database starts with (the demo seed overrides some). */
export const defaultSettings: Settings = {
  dollar_exchange_rate: "34.50",
  euro_exchange_rate: "37.25",
  sterling_exchange_rate: "43.10",
  site_name: "Liman",
  site_footer_text:
    "Liman, TÜRSAB güvencesiyle Türkiye'nin koylarında gulet, motoryat ve yelkenli kiralama hizmeti sunar. Rezervasyonunuzu %{{deposit_percent}} ön ödemeyle hemen yapın.",
  site_footer_text_en: "",
  deposit_percent: String(DEFAULT_DEPOSIT_PERCENT),
  option_hours: "48",
  balance_due_days: "30",
  site_phone: "",
  site_email: "",
  site_address: "",
  staff_email: "",
  facebook_link: "",
  instagram_link: "",
  twitter_link: "",
  youtube_link: "",
  require_admin_totp: "0",
  passenger_list_retention_days: "90",
  cancellation_tiers: JSON.stringify(DEFAULT_CANCELLATION_TIERS),
  vat_percent: "20",
};

export const settingKeys = Object.keys(defaultSettings) as SettingKey[];
