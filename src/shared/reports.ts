import { z } from "zod";
import { idParam } from "@/shared/input";
import { type MessageRef, msg } from "@/shared/messages/message-ref";

const month = (error: MessageRef) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error });

/** The period of a report, whole months `from`..`to` inclusive (default: this year in Türkiye), and an optional boat. */
export const reportQuery = z.object({
  from: month(msg("reports.from_format")).optional(),
  to: month(msg("reports.to_format")).optional(),
  boat_id: idParam(msg("reports.boat_invalid")).optional(),
});
export type ReportQuery = z.infer<typeof reportQuery>;

const boatRef = { boat_id: z.number().int(), boat_name: z.string() };
const period = { from: z.string(), to: z.string(), months: z.array(z.string()) };

export const occupancyReportSchema = z.object({
  ...period,
  rows: z.array(
    z.object({
      ...boatRef,
      month: z.string(),
      nights_in_month: z.number().int(),
      reserved_nights: z.number().int(),
      ical_nights: z.number().int(),
      manual_nights: z.number().int(),
      /** (reserved + iCal + manual nights) ÷ nights in the month × 100, one decimal. */
      occupancy_pct: z.number(),
    }),
  ),
});

export const revenueReportSchema = z.object({
  ...period,
  by_month: z.array(
    z.object({
      month: z.string(),
      revenue_try: z.number().int(),
      website_try: z.number().int(),
      staff_try: z.number().int(),
      reservations: z.number().int(),
      nights: z.number().int(),
      ical_nights: z.number().int(),
    }),
  ),
  by_boat: z.array(
    z.object({
      ...boatRef,
      revenue_try: z.number().int(),
      reservations: z.number().int(),
      nights: z.number().int(),
      ical_nights: z.number().int(),
    }),
  ),
  by_source: z.array(
    z.object({
      source: z.enum(["website", "staff", "agency", "ical"]),
      revenue_try: z.number().int(),
      reservations: z.number().int(),
      nights: z.number().int(),
    }),
  ),
});

export const leadTimeReportSchema = z.object({
  ...period,
  reservations: z.number().int(),
  average_days: z.number().nullable(),
  buckets: z.array(
    z.object({ bucket: z.string(), label: z.string(), reservations: z.number().int(), share_pct: z.number() }),
  ),
});

export const cancellationReportSchema = z.object({
  ...period,
  by_month: z.array(
    z.object({
      month: z.string(),
      reservations: z.number().int(),
      cancelled: z.number().int(),
      /** null for a month without reservations. */
      cancellation_pct: z.number().nullable(),
    }),
  ),
});

const topBoat = z.object({
  ...boatRef,
  revenue_try: z.number().int(),
  nights: z.number().int(),
  reservations: z.number().int(),
});
export const topBoatsReportSchema = z.object({
  ...period,
  by_revenue: z.array(topBoat),
  by_nights: z.array(topBoat),
});

export const reportCsvParams = z.object({
  report: z.enum(
    ["occupancy", "revenue-months", "revenue-boats", "revenue-sources", "lead-time", "cancellations", "top-boats"],
    {
      error: msg("reports.unknown_report"),
    },
  ),
});
export type ReportCsvName = z.infer<typeof reportCsvParams>["report"];

const movement = z.object({
  id: z.number().int(),
  code: z.string(),
  boat_name: z.string(),
  customer_name: z.string(),
  status: z.enum(["option", "confirmed", "completed", "cancelled", "expired"]),
  start_date: z.string(),
  end_date: z.string(),
});
const movementList = z.object({ count: z.number().int(), items: z.array(movement) });

export const homeFiguresSchema = z.object({
  today: z.string(),
  month: z.string(),
  check_ins_today: movementList,
  check_outs_today: movementList,
  upcoming_check_ins: movementList,
  upcoming_check_outs: movementList,
  occupancy: z.object({
    boats: z.number().int(),
    average: z.number().int(),
    days: z.array(z.object({ date: z.string(), occupied: z.number().int(), rate: z.number().int() })),
  }),
  revenue: z.array(
    z.object({
      currency: z.enum(["TRY", "EUR", "USD", "GBP"]),
      total: z.number().int(),
      paid: z.number().int(),
      count: z.number().int(),
    }),
  ),
});

export type OccupancyReport = z.infer<typeof occupancyReportSchema>;
export type RevenueReport = z.infer<typeof revenueReportSchema>;
export type LeadTimeReport = z.infer<typeof leadTimeReportSchema>;
export type CancellationReport = z.infer<typeof cancellationReportSchema>;
export type TopBoatsReport = z.infer<typeof topBoatsReportSchema>;
export type HomeFigures = z.infer<typeof homeFiguresSchema>;
