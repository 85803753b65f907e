import { z } from "zod";
import { VITAL_METRICS, VITAL_PAGES, type VitalMetric } from "./web-vitals-pages";

export { VITAL_METRICS, type VitalMetric } from "./web-vitals-pages";

/** Largest value accepted per metric: beyond it a measurement is noise or made up. */
const MAX_VALUE: Record<VitalMetric, number> = { LCP: 120_000, INP: 60_000, CLS: 50, TTFB: 120_000 };

const measurement = z
  .object({
    name: z.enum(VITAL_METRICS, { error: "Ölçüm adı LCP, INP, CLS ya da TTFB olmalı." }),
    value: z
      .number({ error: "Ölçüm değeri bir sayı olmalı." })
      .finite()
      .min(0, { error: "Ölçüm değeri negatif olamaz." }),
  })
  .refine((m) => m.value <= MAX_VALUE[m.name], { error: "Ölçüm değeri geçerli aralığın dışında.", path: ["value"] });

/** What a page load's beacon carries: the page's route pattern and at most one value per metric. */
export const vitalsBeaconBody = z.strictObject({
  page: z.enum(VITAL_PAGES as [string, ...string[]], { error: "Ölçülen sayfa tanınmadı." }),
  metrics: z
    .array(measurement)
    .min(1, { error: "En az bir ölçüm gönderilmeli." })
    .max(VITAL_METRICS.length, { error: "Bir sayfa yüklemesi en fazla dört ölçüm gönderebilir." })
    .refine((list) => new Set(list.map((m) => m.name)).size === list.length, {
      error: "Her ölçüm bir kez gönderilmeli.",
    }),
});
export type VitalsBeacon = z.infer<typeof vitalsBeaconBody>;

const figure = z.object({ p75: z.number().nullable(), count: z.number().int() });

/** The dashboard's figures: per page, each metric's 75th percentile over 7 and 28 days, and a daily series. */
export const vitalsSummarySchema = z.object({
  pages: z.array(
    z.object({
      page: z.string(),
      last7: z.record(z.enum(VITAL_METRICS), figure),
      last28: z.record(z.enum(VITAL_METRICS), figure),
    }),
  ),
  daily: z.array(z.object({ day: z.string(), page: z.string(), metric: z.enum(VITAL_METRICS), p75: z.number() })),
});
export type VitalsSummary = z.infer<typeof vitalsSummarySchema>;
