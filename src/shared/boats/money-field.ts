import { z } from "zod";
import { msg } from "@/shared/messages/message-ref";

/** An amount in minor units (kuruş, cents), 0..`max`: a sale price, a day price, an extra's amount, as named. */
export const moneyField = (field: "sale_price" | "day_price" | "amount" | "security_deposit", max: number) =>
  z
    .number({ error: msg("boats.money_number", { field }) })
    .int({ error: msg("boats.money_integer", { field }) })
    .min(0, { error: msg("boats.money_negative", { field }) })
    .max(max, { error: msg("boats.money_too_big", { field }) });
