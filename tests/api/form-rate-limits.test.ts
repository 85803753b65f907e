import { beforeAll, describe, expect, it } from "vitest";
import { BOOKING_LIMITS } from "@/server/api/booking-limits";
import { CONTACT_LIMIT, SUBSCRIBE_LIMIT } from "@/server/api/routes/website";
import { generateReservationCode } from "@/server/reservations/generate-code";
import { createReservation } from "@/server/seed/factories";
import { createTestApi, type TestApi } from "../support/test-api";

// Two instances over one database, behind one trusted proxy: every limit must be shared and hold under bursts.
let api: TestApi;
let other: TestApi;

beforeAll(async () => {
  api = await createTestApi({ TRUST_PROXY: "1" });
  other = await createTestApi({ TRUST_PROXY: "1" }, { sameDatabaseAs: api });
});

let addressCounter = 0;
const nextAddress = () => `198.51.100.${++addressCounter}`;
const from = (address: string) => ({ "x-forwarded-for": address });
const instance = (i: number) => (i % 2 === 0 ? api : other);

const message = (i: number) => ({
  name: "Can Demir",
  email: `can${i}@example.com`,
  message: "Merhaba, 8 kişilik bir gulet arıyoruz.",
});

function expectLimited(answers: { status: number; headers: Headers }[], allowed: number) {
  const limited = answers.filter((a) => a.status === 429);
  expect(answers.length - limited.length).toBe(allowed);
  for (const answer of limited) expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
}

describe("newsletter subscription", () => {
  it(`allows ${SUBSCRIBE_LIMIT.max} attempts per address per hour, then 429 with Retry-After`, async () => {
    const address = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: SUBSCRIBE_LIMIT.max + 5 }, (_, i) =>
        instance(i).call("POST", "/v1/website/subscribe", {
          body: { email: `abone${i}@example.com`, consent: true },
          headers: from(address),
        }),
      ),
    );
    expectLimited(answers, SUBSCRIBE_LIMIT.max);
    for (const answer of answers.filter((a) => a.status !== 429)) expect(answer.status).toBeLessThan(300);
    const elsewhere = await api.call("POST", "/v1/website/subscribe", {
      body: { email: "baska@example.com", consent: true },
      headers: from(nextAddress()),
    });
    expect(elsewhere.status).toBeLessThan(300);
  });

  it("does not count a spoofed left X-Forwarded-For entry as a new address", async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= SUBSCRIBE_LIMIT.max; i++) {
      const res = await api.call("POST", "/v1/website/subscribe", {
        body: { email: `sahte${i}@example.com`, consent: true },
        headers: from(`10.1.2.${i}, ${address}`),
      });
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
  });
});

describe("contact form", () => {
  it(`lets ${CONTACT_LIMIT.messages} of a parallel burst through, over both instances`, async () => {
    const address = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: CONTACT_LIMIT.messages * 3 }, (_, i) =>
        instance(i).call("POST", "/v1/website/contact", { body: message(i), headers: from(address) }),
      ),
    );
    expectLimited(answers, CONTACT_LIMIT.messages);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(CONTACT_LIMIT.messages);
  });
});

describe("reservation look-up", () => {
  const { max } = BOOKING_LIMITS.lookupMisses;

  it(`answers at most ${max} misses of a parallel burst, over both instances`, async () => {
    const address = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: max + 10 }, (_, i) =>
        instance(i).call("GET", `/v1/reservations/lookup?code=LMN-2222${i}&email=a@b.co`, { headers: from(address) }),
      ),
    );
    expectLimited(answers, max);
    expect(answers.filter((a) => a.status === 404)).toHaveLength(max);
  });

  it("does not count look-ups that find their reservation", async () => {
    const reservation = await createReservation(api.db, { code: generateReservationCode() });
    const address = nextAddress();
    const query = `code=${reservation.code}&email=${reservation.customerEmail}`;
    for (let i = 0; i < max + 5; i++) {
      expect(
        (await instance(i).call("GET", `/v1/reservations/lookup?${query}`, { headers: from(address) })).status,
      ).toBe(200);
    }
    const miss = await api.call("GET", "/v1/reservations/lookup?code=LMN-333333&email=a@b.co", {
      headers: from(address),
    });
    expect(miss.status).toBe(404);
  });
});
