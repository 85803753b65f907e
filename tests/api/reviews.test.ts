import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { boatJsonLd } from "@/features/site/boat/boat-json-ld";
import { REVIEW_LIMIT } from "@/server/api/routes/reviews";
import { boatComments, mailOutbox, mailTemplates, reviewInvitations } from "@/server/db/schema";
import { changesPublicContent } from "@/server/http/page-cache";
import { hashToken } from "@/server/newsletter/tokens";
import { REVIEW_INVITE_WINDOW_DAYS, REVIEW_LINK_TTL_DAYS } from "@/server/reviews/review-link";
import { inviteReviews } from "@/server/reviews/invite-reviews";
import { getPublicBoat } from "@/server/website/boat/get-public-boat";
import { createBoat, createBoatComment, createReservation } from "@/server/seed/factories";
import { clock } from "@/lib/clock";
import { type BoatCast, boatCast } from "../support/boat-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { daysFromToday, freezeClock } from "../support/test-dates";

const DAY = 24 * 3600 * 1000;
const PUBLIC_URL = "https://liman.test";

let api: TestApi;
let cast: BoatCast;
let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;

let restoreClock: (() => void) | undefined;
afterEach(() => {
  restoreClock?.();
  restoreClock = undefined;
});

/** Moves the app's clock `days` days on from now (undone after the test). */
function moveClock(days: number) {
  restoreClock?.();
  restoreClock = undefined;
  restoreClock = freezeClock(new Date(clock.now().getTime() + days * DAY));
}

beforeAll(async () => {
  api = await createTestApi({ TRUST_PROXY: "1", PUBLIC_URL });
  cast = await boatCast(api);
});

/** A stay on `boatId` that checks out `checkOutIn` days from today (negative: in the past). */
function stay(checkOutIn: number, input: Parameters<typeof createReservation>[1] = {}) {
  return createReservation(api.db, {
    boatId: cast.ownBoat.id,
    status: "completed",
    optionExpiresAt: null,
    startDate: daysFromToday(checkOutIn - 7),
    endDate: daysFromToday(checkOutIn),
    ...input,
  });
}

const invitationMails = (reservationId: number) =>
  api.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.reservationId, reservationId), eq(mailOutbox.templateKey, "review_invitation")));

/** The token of the review link in a reservation's invitation mail. */
async function tokenOf(reservationId: number): Promise<string> {
  const [mail] = await invitationMails(reservationId);
  const match = /\/review\/([A-Za-z0-9_-]+)/.exec(mail!.html);
  return match![1]!;
}

/** A stay that ended yesterday, invited by the job: its reservation and its link's token. */
async function invitedStay(checkOutDaysAgo: number) {
  const reservation = await stay(-checkOutDaysAgo);
  await inviteReviews(api.db, PUBLIC_URL);
  return { reservation, token: await tokenOf(reservation.id) };
}

const send = (token: string, body: Record<string, unknown>, ip = nextIp()) =>
  api.call("POST", `/v1/website/reviews/${token}`, { body, headers: { "x-forwarded-for": ip } });

const review = { rating: 4, body: "Mürettebat çok ilgiliydi, koylar harikaydı." };

describe("review invitation job", () => {
  it("mails the guest the day after check-out (Istanbul day), not before, and only once", async () => {
    const reservation = await stay(0, { customerEmail: "Zeynep.Aksoy@example.com", customerName: "Zeynep Aksoy" });

    // Check-out day: not yet.
    expect(await inviteReviews(api.db, PUBLIC_URL)).not.toContain(reservation.id);
    expect(await invitationMails(reservation.id)).toHaveLength(0);

    moveClock(1);
    expect(await inviteReviews(api.db, PUBLIC_URL)).toContain(reservation.id);
    const [mail] = await invitationMails(reservation.id);
    expect(mail!.toAddress).toBe("Zeynep.Aksoy@example.com");
    expect(mail!.subject).toContain("Mavi Rüya");
    expect(mail!.html).toContain("Sayın Zeynep Aksoy");
    expect(mail!.html).toMatch(new RegExp(`href="${PUBLIC_URL}/review/[A-Za-z0-9_-]{43}"`));

    // Again, and days later: still one mail.
    expect(await inviteReviews(api.db, PUBLIC_URL)).not.toContain(reservation.id);
    moveClock(3);
    await inviteReviews(api.db, PUBLIC_URL);
    expect(await invitationMails(reservation.id)).toHaveLength(1);
  });

  it("makes the invitation unique per reservation in the database, not by the job's care", async () => {
    const { reservation } = await invitedStay(1);
    const second = api.db
      .insert(reviewInvitations)
      .values({ reservationId: reservation.id, tokenHash: hashToken("baska"), expiresAt: clock.now() });
    await expect(second).rejects.toMatchObject({ cause: { code: "23505" } });
  });

  it("runs on two passes at once without a second mail", async () => {
    const reservation = await stay(-1);
    await Promise.all([inviteReviews(api.db, PUBLIC_URL), inviteReviews(api.db, PUBLIC_URL)]);
    expect(await invitationMails(reservation.id)).toHaveLength(1);
  });

  it("stores only the token's hash", async () => {
    const { reservation, token } = await invitedStay(1);
    const [row] = await api.db
      .select()
      .from(reviewInvitations)
      .where(eq(reviewInvitations.reservationId, reservation.id));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.expiresAt.getTime() - clock.now().getTime()).toBeGreaterThan((REVIEW_LINK_TTL_DAYS - 1) * DAY);
    expect(row!.usedAt).toBeNull();
  });

  it("invites confirmed stays that are past too, but no option, cancelled, anonymised or long-gone stay", async () => {
    // Each on its own boat: the confirmed and the option stay hold their dates.
    const confirmed = await stay(-2, { status: "confirmed", boatId: (await createBoat(api.db)).id });
    const option = await stay(-3, {
      status: "option",
      optionExpiresAt: clock.now(),
      boatId: (await createBoat(api.db)).id,
    });
    const cancelled = await stay(-4, { status: "cancelled" });
    const anonymised = await stay(-5, { anonymizedAt: clock.now() });
    const old = await stay(-(REVIEW_INVITE_WINDOW_DAYS + 2));
    const invited = await inviteReviews(api.db, PUBLIC_URL);
    expect(invited).toContain(confirmed.id);
    for (const r of [option, cancelled, anonymised, old]) expect(invited).not.toContain(r.id);
  });

  it("uses the template as staff edit it in the mail templates screen; the link survives the edit", async () => {
    const [template] = await api.db.select().from(mailTemplates).where(eq(mailTemplates.key, "review_invitation"));
    const list = await api.call("GET", "/v1/admin/mailtemplates", { token: cast.adminToken });
    const listed = list.json.content.items.find((t: { key: string }) => t.key === "review_invitation");
    expect(listed.variables.map((v: { name: string }) => v.name)).toEqual(
      expect.arrayContaining(["review_link", "review_expires_at", "boat_name"]),
    );
    const edit = await api.call("PUT", `/v1/admin/mailtemplates/${template!.id}`, {
      token: cast.adminToken,
      body: {
        subject: "{{boat_name}} nasıldı?",
        body: '<p>Merhaba {{customer_name}}, <a href="{{review_link}}">buradan</a> puan verin ({{review_expires_at}}).</p>',
      },
    });
    expect(edit.status).toBe(200);
    // Another template does not know the review variables.
    const [other] = await api.db.select().from(mailTemplates).where(eq(mailTemplates.key, "bank_details"));
    const refused = await api.call("PUT", `/v1/admin/mailtemplates/${other!.id}`, {
      token: cast.adminToken,
      body: { subject: other!.subject, body: "<p>{{review_link}}</p>" },
    });
    expect(refused.status).toBe(400);
    try {
      const { reservation, token } = await invitedStay(1);
      const [mail] = await invitationMails(reservation.id);
      expect(mail!.subject).toBe("Mavi Rüya nasıldı?");
      expect(mail!.html).toContain(`href="${PUBLIC_URL}/review/${token}"`);
      expect((await api.call("GET", `/v1/website/reviews/${token}`)).json.content.state).toBe("open");
    } finally {
      await api.db
        .update(mailTemplates)
        .set({ subject: template!.subject, body: template!.body })
        .where(eq(mailTemplates.id, template!.id));
    }
  });

  it("makes no invitation while staff have the template switched off", async () => {
    await api.db.update(mailTemplates).set({ active: false }).where(eq(mailTemplates.key, "review_invitation"));
    try {
      const reservation = await stay(-6);
      expect(await inviteReviews(api.db, PUBLIC_URL)).toEqual([]);
      expect(
        await api.db.select().from(reviewInvitations).where(eq(reviewInvitations.reservationId, reservation.id)),
      ).toEqual([]);
    } finally {
      await api.db.update(mailTemplates).set({ active: true }).where(eq(mailTemplates.key, "review_invitation"));
    }
  });
});

describe("the review link", () => {
  it("takes one review, unapproved, tied to its reservation; a second send is refused with 409", async () => {
    const { reservation, token } = await invitedStay(2);
    const read = await api.call("GET", `/v1/website/reviews/${token}`);
    expect(read.status).toBe(200);
    expect(read.json.content).toEqual({
      state: "open",
      boat_name: "Mavi Rüya",
      boat_slug: cast.ownBoat.slug,
      start_date: reservation.startDate,
      end_date: reservation.endDate,
    });

    const sent = await send(token, review);
    expect(sent.status).toBe(201);
    expect(sent.json.content).toEqual({ sent: true });
    const rows = await api.db.select().from(boatComments).where(eq(boatComments.reservationId, reservation.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      boatId: cast.ownBoat.id,
      name: reservation.customerName,
      rating: 4,
      body: review.body,
      approved: false,
    });

    const again = await send(token, { rating: 1, body: "İkinci kez göndermeyi deniyorum." });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("REVIEW_ALREADY_SENT");
    expect(again.json.content).toContain("zaten gönderildi");
    expect(await api.db.select().from(boatComments).where(eq(boatComments.reservationId, reservation.id))).toHaveLength(
      1,
    );
    expect((await api.call("GET", `/v1/website/reviews/${token}`)).json.content.state).toBe("used");
  });

  it("lets only one of two simultaneous sends through", async () => {
    const { reservation, token } = await invitedStay(2);
    const answers = await Promise.all([send(token, review), send(token, review), send(token, review)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(await api.db.select().from(boatComments).where(eq(boatComments.reservationId, reservation.id))).toHaveLength(
      1,
    );
  });

  it("refuses an expired link with 409 and a Turkish message, writing nothing", async () => {
    const { reservation, token } = await invitedStay(1);
    moveClock(REVIEW_LINK_TTL_DAYS + 1);
    expect((await api.call("GET", `/v1/website/reviews/${token}`)).json.content.state).toBe("expired");
    const sent = await send(token, review);
    expect(sent.status).toBe(409);
    expect(sent.json.code).toBe("REVIEW_LINK_EXPIRED");
    expect(sent.json.content).toContain("süresi dolmuş");
    expect(await api.db.select().from(boatComments).where(eq(boatComments.reservationId, reservation.id))).toEqual([]);
  });

  it("answers 404 for an unknown token and 400 with Turkish field errors for bad input", async () => {
    const unknown = await api.call("GET", `/v1/website/reviews/${"x".repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.json.content).toContain("Değerlendirme bağlantısı geçersiz");
    expect((await send("y".repeat(43), review)).status).toBe(404);

    const { token } = await invitedStay(1);
    const bad = await send(token, { rating: 6, body: "kısa" });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.rating).toBe("Lütfen 1 ile 5 arasında bir puan seçin.");
    expect(bad.json.fields.body).toContain("en az 10 karakter");
    expect((await send(token, { rating: 2.5, body: review.body })).status).toBe(400);
    // The link is still unused after refused input.
    expect((await send(token, review)).status).toBe(201);
  });

  it(`is rate-limited per address (${REVIEW_LIMIT.max} per window, then 429)`, async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i <= REVIEW_LIMIT.max; i++) statuses.push((await send("z".repeat(43), review, ip)).status);
    expect(statuses.slice(0, REVIEW_LIMIT.max).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("KVKK erasure", () => {
  it("anonymises the review of a stay by its reservation, even under another name", async () => {
    const reservation = await stay(-1, { customerEmail: "silinecek.misafir@example.com", customerName: "Ece Yalın" });
    await inviteReviews(api.db, PUBLIC_URL);
    expect((await send(await tokenOf(reservation.id), review)).status).toBe(201);
    // The review keeps a name the guest no longer books under (the name match alone would miss it).
    await api.db
      .update(boatComments)
      .set({ name: "E. Yalın-Deniz" })
      .where(eq(boatComments.reservationId, reservation.id));
    const erased = await api.call("POST", "/v1/admin/kvkk/erase", {
      token: cast.adminToken,
      body: { email: "silinecek.misafir@example.com" },
    });
    expect(erased.status).toBe(200);
    expect(erased.json.content.comments).toBe(1);
    const [comment] = await api.db.select().from(boatComments).where(eq(boatComments.reservationId, reservation.id));
    expect(comment!.name).toBe("Anonim");
  });
});

describe("approved reviews on the boat page", () => {
  it("counts only approved reviews in the average, the count and the JSON-LD AggregateRating", async () => {
    const boat = cast.otherBoat;
    await createBoatComment(api.db, { boatId: boat.id, rating: 5, approved: true });
    await createBoatComment(api.db, { boatId: boat.id, rating: 1, approved: false });
    const reservation = await stay(-1, { boatId: boat.id });
    await inviteReviews(api.db, PUBLIC_URL);
    expect((await send(await tokenOf(reservation.id), { ...review, rating: 2 })).status).toBe(201);

    const before = await api.call("GET", `/v1/boats/${boat.slug}`);
    expect(before.json.content.rating).toEqual({ average: 5, count: 1 });
    const ldBefore = boatJsonLd(await getPublicBoat(api.db, boat.slug), {
      url: "u",
      images: [],
      rates: {},
      description: "d",
    } as unknown as Parameters<typeof boatJsonLd>[1]);
    expect(ldBefore.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 1 });
    expect(ldBefore.review).toHaveLength(1);

    // Staff approve it from the moderation queue, where it shows as a verified stay.
    const queue = await api.call("GET", `/v1/admin/comment?approved=false&boat_id=${boat.id}`, {
      token: cast.adminToken,
    });
    const pending = queue.json.content.items.find(
      (c: { reservation_code: string | null }) => c.reservation_code === reservation.code,
    );
    expect(pending).toMatchObject({ rating: 2, approved: false, name: reservation.customerName });
    const path = `/v1/admin/boats/commentactivity/${pending.id}`;
    // The approval is a write that drops every instance's page cache (the boat page shows the new numbers at once).
    expect(changesPublicContent("PUT", path)).toBe(true);
    const approve = await api.call("PUT", path, { token: cast.adminToken, body: { approved: true } });
    expect(approve.status).toBe(200);
    expect(approve.json.content.reservation_code).toBe(reservation.code);

    const after = await api.call("GET", `/v1/boats/${boat.slug}`);
    expect(after.json.content.rating).toEqual({ average: 3.5, count: 2 });
    const verified = after.json.content.comments.filter((c: { verified_stay: boolean }) => c.verified_stay);
    expect(verified).toHaveLength(1);
    expect(verified[0]).toMatchObject({ rating: 2, body: review.body });
    const ldAfter = boatJsonLd(await getPublicBoat(api.db, boat.slug), {
      url: "u",
      images: [],
      rates: {},
      description: "d",
    } as unknown as Parameters<typeof boatJsonLd>[1]);
    expect(ldAfter.aggregateRating).toMatchObject({ ratingValue: 3.5, reviewCount: 2 });
    expect(ldAfter.review!.map((r) => r.reviewRating.ratingValue).sort()).toEqual([2, 5]);
  });

  it("tells each comment's language: a review in its stay's language, any other comment Turkish", async () => {
    const boat = await createBoat(api.db, { ownerId: cast.owner.id, name: "Dil Teknesi" });
    await createBoatComment(api.db, { boatId: boat.id, rating: 5, approved: true, body: "Çok güzeldi." });
    const english = await stay(-1, { boatId: boat.id, locale: "en" });
    await inviteReviews(api.db, PUBLIC_URL);
    const sent = await send(await tokenOf(english.id), { rating: 5, body: "A lovely week on board." });
    expect(sent.status).toBe(201);
    const [comment] = await api.db.select().from(boatComments).where(eq(boatComments.reservationId, english.id));
    await api.db.update(boatComments).set({ approved: true }).where(eq(boatComments.id, comment!.id));

    const page = await api.call("GET", `/v1/boats/${boat.slug}`);
    const languages = Object.fromEntries(
      page.json.content.comments.map((c: { body: string; language: string }) => [c.body, c.language]),
    );
    expect(languages).toEqual({ "A lovely week on board.": "en", "Çok güzeldi.": "tr" });
    const listed = await api.call("GET", "/v1/website/comments?take=50");
    const mine = listed.json.content.items.filter((c: { boat: { slug: string } }) => c.boat.slug === boat.slug);
    expect(mine.map((c: { language: string }) => c.language).sort()).toEqual(["en", "tr"]);
  });

  it("gives no AggregateRating to a boat whose only review awaits approval", async () => {
    const { reservation, token } = await invitedStay(1);
    expect((await send(token, review)).status).toBe(201);
    const boat = await getPublicBoat(api.db, cast.ownBoat.slug);
    expect(boat.comments.some((c) => c.verified_stay)).toBe(false);
    const pending = await api.db.select().from(boatComments).where(eq(boatComments.reservationId, reservation.id));
    expect(pending[0]!.approved).toBe(false);
    const ld = boatJsonLd(boat, { url: "u", images: [], rates: {}, description: "d" } as unknown as Parameters<
      typeof boatJsonLd
    >[1]);
    expect(ld.aggregateRating).toBeUndefined();
  });
});
