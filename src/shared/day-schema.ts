import { z } from "zod";
import { isIsoDate } from "@/lib/dates";

/** A calendar day in the API: `YYYY-MM-DD`, a real date, kept as a string. */
export const daySchema = z
  .string({ error: "Tarih zorunludur." })
  .trim()
  .refine(isIsoDate, { error: "Tarih YYYY-AA-GG biçiminde geçerli bir gün olmalı." });
