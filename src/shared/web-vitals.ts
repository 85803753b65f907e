import { z } from "zod";
import { msg } from "./messages/message-ref";
import { KIND_METRICS, VITAL_KINDS, VITAL_METRICS, VITAL_PAGES, type VitalMetric } from "./web-vitals-pages";

export { VITAL_KINDS, VITAL_METRICS, type VitalKind, type VitalMetric } from "./web-vitals-pages";

/** Largest value accepted per metric: beyond it a measurement is noise or made up. */
const MAX_VALUE: Record<VitalMetric, number> = { LCP: 120_000, INP: 60_000, CLS: 50, TTFB: 120_000, NAV: 120_000 };

const measurement = z
  .object({
    name: z.enum(VITAL_METRICS, { error: msg("vitals.metric_name") }),
    value: z
      .number({ error: msg("vitals.value_number") })
      .finite()
      .min(0, { error: msg("vitals.value_negative") }),
  })
  .refine((m) => m.value <= MAX_VALUE[m.name], { error: msg("vitals.value_range"), path: ["value"] });

/**
 * What a page view's beacon carries: the page's route pattern, whether the view was a hard load or a soft
 * navigation, and at most one value per metric of that kind. A beacon without `kind` is a hard load: the script
 * before soft navigations were measured sent none, and a tab still running it after a deploy keeps its samples.
 */
export const vitalsBeaconBody = z
  .strictObject({
    page: z.enum(VITAL_PAGES as [string, ...string[]], { error: msg("vitals.page_unknown") }),
    kind: z.enum(VITAL_KINDS, { error: msg("vitals.kind_unknown") }).default("hard"),
    metrics: z
      .array(measurement)
      .min(1, { error: msg("vitals.metrics_min") })
      .max(KIND_METRICS.hard.length, { error: msg("vitals.metrics_max") })
      .refine((list) => new Set(list.map((m) => m.name)).size === list.length, {
        error: msg("vitals.metric_repeated"),
      }),
  })
  .refine((b) => b.metrics.every((m) => KIND_METRICS[b.kind].includes(m.name)), {
    error: msg("vitals.metric_kind"),
    path: ["metrics"],
  });
export type VitalsBeacon = z.infer<typeof vitalsBeaconBody>;

const figure = z.object({ p75: z.number().nullable(), count: z.number().int() });

/**
 * The dashboard's figures: per page and kind of view (hard loads and soft navigations apart, as their LCP and INP
 * measure different things), each metric's 75th percentile over 7 and 28 days, and a daily series.
 */
export const vitalsSummarySchema = z.object({
  pages: z.array(
    z.object({
      page: z.string(),
      kind: z.enum(VITAL_KINDS),
      last7: z.record(z.enum(VITAL_METRICS), figure),
      last28: z.record(z.enum(VITAL_METRICS), figure),
    }),
  ),
  daily: z.array(
    z.object({
      day: z.string(),
      page: z.string(),
      kind: z.enum(VITAL_KINDS),
      metric: z.enum(VITAL_METRICS),
      p75: z.number(),
    }),
  ),
});
export type VitalsSummary = z.infer<typeof vitalsSummarySchema>;
