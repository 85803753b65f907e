import "server-only";
import { z } from "zod";
import { msg } from "@/shared/messages/message-ref";
import { editSettingSection } from "../../settings/edit-setting-section";
import { EXCHANGE_KEYS } from "../../settings/exchange-keys";
import { getExchangeRates } from "../../settings/get-exchange-rates";
import { getSettingSection } from "../../settings/get-setting-section";
import { type SettingSection, settingSections } from "../../settings/keys";
import { route } from "../route";

const tag = "settings";
const SECTIONS = Object.keys(settingSections) as SettingSection[];

/** Dashboard forms may send numbers for numeric settings (rates, percentages): they are stored as text. */
const lenient = <S extends z.ZodType>(schema: S) =>
  z.preprocess(
    (value) =>
      value && typeof value === "object" && !Array.isArray(value)
        ? Object.fromEntries(
            Object.entries(value).map(([k, v]) => [k, typeof v === "number" && Number.isFinite(v) ? String(v) : v]),
          )
        : value,
    schema,
  );

const sectionValues = z.record(z.string(), z.string());

export function settingRoutes() {
  return [
    ...SECTIONS.map((section) =>
      route(
        {
          method: "put",
          path: `/admin/${section}/edit`,
          summary: `Save the ${section} settings (every key of the section)`,
          tag,
          access: "admin",
          body: lenient(settingSections[section]),
          response: sectionValues,
        },
        ({ deps, body }) => editSettingSection(deps.db, section, body as never),
      ),
    ),
    route(
      {
        method: "get",
        path: "/admin/settings/:section",
        summary: "The current values of one settings section (exchange, site, contact, social, security) for its form",
        tag,
        access: "admin",
        params: z.object({
          section: z.enum(SECTIONS as [SettingSection, ...SettingSection[]], {
            error: msg("settings.section", { sections: SECTIONS.join(", ") }),
          }),
        }),
        response: sectionValues,
      },
      ({ deps, params }) => getSettingSection(deps.db, params.section),
    ),
    route(
      {
        method: "get",
        path: "/admin/getexchange",
        summary: "Exchange rates (TL per unit) in the spec's shape: { currency: [{ key, value }] }",
        tag,
        access: "admin",
        response: z.object({
          currency: z.array(
            z.object({
              key: z.enum(EXCHANGE_KEYS),
              value: z.string(),
            }),
          ),
        }),
      },
      ({ deps }) => getExchangeRates(deps.db),
    ),
  ];
}
