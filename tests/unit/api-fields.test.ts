import { describe, expect, expectTypeOf, it } from "vitest";
import { apiFields } from "@/server/db/api-fields";
import { columnsOf } from "@/server/db/columns-of";
import { banks } from "@/server/db/schema";

describe("columnsOf", () => {
  it("picks the named columns of a table, in the order named", () => {
    const columns = columnsOf(banks, ["iban", "id", "sortOrder"]);
    expect(columns).toEqual({ iban: banks.iban, id: banks.id, sortOrder: banks.sortOrder });
    expect(Object.keys(columns)).toEqual(["iban", "id", "sortOrder"]);
    expectTypeOf(columns).toEqualTypeOf<{
      iban: typeof banks.iban;
      id: typeof banks.id;
      sortOrder: typeof banks.sortOrder;
    }>();
  });
});

describe("apiFields", () => {
  const createdAt = new Date("2027-03-01T09:30:00.000Z");

  it("writes each field's name in snake_case and a moment as an ISO string, in the row's order", () => {
    const fields = apiFields({ id: 7, bankName: "Ziraat", sizeBytes: 1024, startWeekday: null, createdAt });
    expect(fields).toEqual({
      id: 7,
      bank_name: "Ziraat",
      size_bytes: 1024,
      start_weekday: null,
      created_at: "2027-03-01T09:30:00.000Z",
    });
    expect(Object.keys(fields)).toEqual(["id", "bank_name", "size_bytes", "start_weekday", "created_at"]);
  });

  it("keeps a missing moment null and leaves day strings, booleans and arrays as they are", () => {
    const row = { confirmedAt: null as Date | null, startDate: "2027-07-10", active: true, amenities: ["wifi"] };
    const fields = apiFields(row);
    expect(fields).toEqual({ confirmed_at: null, start_date: "2027-07-10", active: true, amenities: ["wifi"] });
    expectTypeOf(fields).toEqualTypeOf<{
      confirmed_at: string | null;
      start_date: string;
      active: boolean;
      amenities: string[];
    }>();
  });
});
