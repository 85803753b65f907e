import { z } from "zod";

/** An iCal feed address: http(s) or webcal (stored as https); an empty string clears it. */
export const icalUrlSchema = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? null : v),
  z
    .string({ error: "iCal adresi bir metin olmalı." })
    .trim()
    .max(2000, { error: "iCal adresi en fazla 2000 karakter olabilir." })
    .refine(
      (v) => {
        try {
          const url = new URL(v);
          return ["http:", "https:", "webcal:"].includes(url.protocol) && url.hostname !== "";
        } catch {
          return false;
        }
      },
      { error: "iCal adresi http://, https:// veya webcal:// ile başlayan geçerli bir adres olmalı." },
    )
    .transform((v) => v.replace(/^webcal:/i, "https:"))
    .nullable(),
);
