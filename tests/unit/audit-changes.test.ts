import { describe, expect, it } from "vitest";
import { fieldLabel, formatValue } from "@/features/dashboard/audit/audit-changes";
import { toAuditEntry } from "@/server/audit/audit-entry-columns";
import { daysFromToday } from "../support/test-dates";

describe("the audit log's before → after view", () => {
  it("names known fields in Turkish and keeps unknown ones raw", () => {
    expect(fieldLabel("day_price")).toBe("Günlük fiyat");
    expect(fieldLabel("some_new_column")).toBe("some_new_column");
  });

  it("shows money in units, flags as yes/no, nothing as a dash", () => {
    expect(formatValue("day_price", 1_250_000)).toBe("12.500,00");
    expect(formatValue("guests", 8)).toBe("8");
    expect(formatValue("active", false)).toBe("Hayır");
    expect(formatValue("note", null)).toBe("—");
    expect(formatValue("amenities", ["Klima"])).toBe('["Klima"]');
    expect(formatValue("start_date", daysFromToday(3))).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
  });

  it("lists an update's changed fields, and an insert's values without id and timestamps", () => {
    const row = {
      id: 1,
      at: new Date(`${daysFromToday(0)}T09:00:00Z`),
      actorId: null,
      actorName: null,
      entity: "boat_prices",
      entityId: "7",
      reason: null,
      reservationId: null,
    };
    const update = toAuditEntry({
      ...row,
      action: "update",
      before: { day_price: 100, min_days: 1 },
      after: { day_price: 200, min_days: 3 },
    });
    expect(update.changes).toEqual([
      { field: "day_price", before: 100, after: 200 },
      { field: "min_days", before: 1, after: 3 },
    ]);
    expect(update.actor).toBeNull();
    const insert = toAuditEntry({
      ...row,
      action: "insert",
      before: null,
      after: { id: 7, day_price: 100, created_at: "x" },
    });
    expect(insert.changes).toEqual([{ field: "day_price", before: null, after: 100 }]);
  });
});
