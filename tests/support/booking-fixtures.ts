import { createBoatPrice } from "@/server/seed/factories";
import { updateSettings } from "@/server/settings/update-settings";
import { addDays } from "@/lib/dates";
import { boatCast } from "./boat-fixtures";
import type { TestApi } from "./test-api";
import { nextSaturday } from "./test-dates";

/** The staff cast of the boat tests, both boats priced at €1.000 a day over the coming 400 days, a staff e-mail set. */
export type BookingCast = Awaited<ReturnType<typeof bookingCast>>;

export async function bookingCast(api: TestApi) {
  const cast = await boatCast(api);
  await createBoatPrice(api.db, { boatId: cast.ownBoat.id });
  await createBoatPrice(api.db, { boatId: cast.otherBoat.id });
  await updateSettings(api.db, { staff_email: "ekip@liman.test" });
  return cast;
}

let ipCounter = 0;
/** A fresh client address per call, so the per-address rate limit only bites where a test wants it. */
export function nextIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** A week from the next Saturday at least a week ahead (`nextSaturday()`), unless `overrides` say otherwise. */
export function reservationBody(boat: { slug: string }, overrides: Record<string, unknown> = {}) {
  const start = nextSaturday();
  return {
    boat_slug: boat.slug,
    start_date: start,
    end_date: addDays(start, 7),
    guests: 4,
    customer_name: "Elif Şahin",
    customer_email: "Elif.Sahin@example.com",
    customer_phone: "+90 532 111 22 33",
    note: "Vejetaryen menü rica ediyoruz.",
    kvkk_consent: true,
    ...overrides,
  };
}

/** POST /v1/reservations from a fresh address (or `ip`), with an optional Idempotency-Key. */
export function book(api: TestApi, body: unknown, options: { key?: string; ip?: string } = {}) {
  const headers: Record<string, string> = { "x-forwarded-for": options.ip ?? nextIp() };
  if (options.key !== undefined) headers["idempotency-key"] = options.key;
  return api.call("POST", "/v1/reservations", { body: body as Record<string, unknown>, headers });
}
