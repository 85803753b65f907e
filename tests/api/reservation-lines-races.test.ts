import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates";
import { type BookingCast, book, bookingCast, reservationBody } from "../support/booking-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { testDatabaseKind } from "../support/test-database";
import { nextSaturday } from "../support/test-dates";

// Races only mean something on a real PostgreSQL server: PGlite runs one transaction at a time.
const onPostgres = testDatabaseKind() === "postgres";

let api: TestApi;
let cast: BookingCast;

beforeAll(async () => {
  api = await createTestApi();
  cast = await bookingCast(api);
});

describe.runIf(onPostgres)("concurrent line edits on PostgreSQL", () => {
  it("concurrent adds are serialised by the row lock: every extra once, the total their exact sum", async () => {
    const names = ["SUP", "Kano", "Transfer", "Şnorkel", "Havlu", "Wi-Fi"];
    const saved = await api.call("PUT", `/v1/admin/boats/${cast.ownBoat.id}/extras`, {
      token: cast.adminToken,
      body: names.map((name, i) => ({
        name,
        unit: "booking",
        amount: 1_000 * (i + 1),
        currency: "EUR",
        obligatory: false,
        payable: "booking",
      })),
    });
    expect(saved.status).toBe(200);
    const start = nextSaturday(3);
    const booked = await book(api, reservationBody(cast.ownBoat, { start_date: start, end_date: addDays(start, 3) }));
    expect(booked.status).toBe(201);
    const charter = booked.json.content.total;
    const found = await api.call(
      "GET",
      `/v1/admin/reservationfromplatoid?platoReservationId=${booked.json.content.code}`,
      {
        token: cast.adminToken,
      },
    );
    const id = found.json.content.id;
    const ids: number[] = saved.json.content.map((e: { id: number }) => e.id);
    // Each extra twice, all at once: one add of each wins, the other gets 409.
    const answers = await Promise.all(
      [...ids, ...ids].map((extraId) =>
        api.call("POST", `/v1/admin/reservations/${id}/lines`, { token: cast.adminToken, body: { extra_id: extraId } }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(ids.length);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(ids.length);
    const detail = await api.call("GET", `/v1/admin/reservations/${id}`, { token: cast.adminToken });
    const extraLines = detail.json.content.lines.filter((l: { kind: string }) => l.kind === "extra");
    expect(extraLines).toHaveLength(ids.length);
    expect(detail.json.content.total).toBe(charter + 21_000);
  });
});
