import "server-only";
import type { Rates } from "../../lib/money";
import type { SettingKey } from "./keys";

/** The setting that holds the TL rate of each foreign currency (the spec's names). */
export const EXCHANGE_RATE_KEYS = {
  USD: "dollar_exchange_rate",
  EUR: "euro_exchange_rate",
  GBP: "sterling_exchange_rate",
} as const satisfies Record<keyof Rates, SettingKey>;

/** The exchange settings in the order the API lists them. */
export const EXCHANGE_KEYS = [EXCHANGE_RATE_KEYS.USD, EXCHANGE_RATE_KEYS.EUR, EXCHANGE_RATE_KEYS.GBP] as const;
