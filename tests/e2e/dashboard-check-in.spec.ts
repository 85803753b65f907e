import type { Page, Request } from "@playwright/test";
import sharp from "sharp";
import { addDays } from "../../src/lib/dates";
import { expectAccessible } from "./support/axe";
import { apiLogin, useStoredSession } from "./support/dashboard-session";
import { apiAs, createBoat, createOwner, signInAsAdmin, tokenFor } from "./support/dashboard";
import { expect, test } from "./support/test";

/** Today in Türkiye, the server's calendar. */
const istanbulToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" }).format(new Date());

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Draws a stroke across the signature pad labelled `label`. */
async function sign(page: Page, label: string) {
  const pad = page.getByRole("img", { name: `${label} alanı: parmağınızla imzalayın` });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error(`${label}: no pad on the page`);
  await page.mouse.move(box.x + 30, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++)
    await page.mouse.move(box.x + 30 + step * 25, box.y + box.height / 2 + (step % 2 ? 20 : -20), { steps: 3 });
  await page.mouse.up();
}

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }));
  expect(widths.scroll, "the page scrolls sideways").toBeLessThanOrEqual(widths.view);
}

test("a check-in filled on a 390 px phone, submitted offline, is kept and reaches the server once the connection is back", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await tokenFor(request);
  const admin = apiAs(request, token);
  const boat = await createBoat(admin, { name: `Rıhtım Teknesi ${Date.now().toString(36)}` });
  const inventory = await admin.put<{ areas: { name: string; items: { id: number; name: string }[] }[] }>(
    `/admin/boats/${boat.id}/inventory`,
    {
      areas: [
        {
          name: "Güverte",
          items: [
            { name: "Can yeleği", quantity: 8 },
            { name: "Çapa", quantity: 1 },
          ],
        },
        { name: "Kabinler", items: [{ name: "Yastık", quantity: 6 }] },
      ],
    },
  );
  expect(inventory.areas.flatMap((a) => a.items)).toHaveLength(3);
  const today = istanbulToday();
  const guest = `Şule Rıhtımoğlu ${boat.id}`;
  const reservation = await admin.post<{ id: number; code: string }>("/admin/reservations", {
    boat_id: boat.id,
    start_date: today,
    end_date: addDays(today, 3),
    guests: 4,
    customer_name: guest,
    customer_email: `rihtim-${boat.id}@example.com`,
    customer_phone: "+90 532 444 55 66",
    status: "confirmed",
    total: 500_000,
    currency: "TRY",
    send_mail: false,
  });
  const inspections = () =>
    admin.get<{ id: number; kind: string }[]>(`/admin/reservations/${reservation.id}/inspections`);

  // Every POST of the inspection the browser tries, and those that reached the server, with their headers.
  const isPost = (sent: Request) =>
    sent.method() === "POST" && sent.url().includes(`/v1/admin/reservations/${reservation.id}/inspections`);
  const tried: Record<string, string>[] = [];
  const posts: Record<string, string>[] = [];
  page.on("request", (sent) => {
    if (isPost(sent)) tried.push(sent.headers());
  });
  page.on("requestfinished", (sent) => {
    if (isPost(sent)) posts.push(sent.headers());
  });

  // From the departures list, the day's charter links to its check-in.
  await signInAsAdmin(page);
  await page.goto("/dashboard/departures");
  const row = page.getByRole("row").filter({ hasText: guest });
  await row.getByRole("link", { name: `${reservation.code}: Check-in yap` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Check-in: ${boat.name}` })).toBeVisible();
  await expect(page.getByTestId("inspection-status")).toContainText("bu cihazda saklanıyor");
  await expect(page.getByLabel("Motor saati")).toBeVisible();

  // The quay has no signal from the moment the page is up: the whole walk round is done offline.
  await context.setOffline(true);
  await page.getByLabel("Motor saati").fill("1.234,5");
  await page.getByLabel("Yakıt (%)").fill("80");
  const deck = page.getByRole("region", { name: "Güverte" });
  await deck.getByRole("button", { name: 'Kalan 2 malzemeyi "Tamam" işaretle' }).click();
  await expect(deck.getByText("2/2")).toBeVisible();
  const cabins = page.getByRole("region", { name: "Kabinler" });
  await cabins
    .getByRole("group", { name: /Yastık/ })
    .getByText("Hasarlı")
    .click();
  await cabins.getByLabel("Not").fill("İki yastık yırtık");
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
  await cabins
    .getByLabel("Yastık: fotoğraf çek")
    .setInputFiles({ name: "yastik.png", mimeType: "image/png", buffer: photo });
  await expect(cabins.getByRole("img", { name: "Yastık fotoğrafı 1" })).toBeVisible();
  await expect(page.getByLabel("Misafirin adı")).toHaveValue(guest);
  await sign(page, "Misafir imzası");
  await sign(page, "Personel imzası");
  await expect(page.getByText("İmzalandı.")).toHaveCount(2);
  await noSidewaysScroll(page);
  await expectAccessible(page, "check-in");

  // Everything entered is on the phone: a reload (the signal flickers back for it) brings it back, photo and
  // signatures too; nothing was sent.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByLabel("Motor saati")).toHaveValue("1.234,5");
  await expect(
    page.getByRole("region", { name: "Kabinler" }).getByRole("img", { name: "Yastık fotoğrafı 1" }),
  ).toBeVisible();
  await expect(page.getByText("İmzalandı.")).toHaveCount(2);
  await context.setOffline(true);

  // Submitted offline: kept and said so; nothing reaches the server.
  await page.getByRole("button", { name: "Check-in kaydet" }).click();
  await expect(page.getByTestId("inspection-status")).toHaveText(
    "Bağlantı yok: kaydedildi, bağlantı gelince gönderilecek.",
  );
  await expect(page.getByRole("button", { name: "Gönderilmeyi bekliyor" })).toBeDisabled();
  expect(await inspections()).toEqual([]);
  expect(posts).toEqual([]);
  await noSidewaysScroll(page);

  // The connection comes back: the outbox sends it by itself, once.
  await context.setOffline(false);
  await expect(page.getByText("Check-in kaydedildi.")).toBeVisible({ timeout: 30_000 });
  const saved = await inspections();
  expect(saved.map((i) => i.kind)).toEqual(["checkin"]);
  await page.reload();
  await expect(page.getByText("Check-in kaydedildi.")).toBeVisible();
  expect(await inspections()).toHaveLength(1);
  // One request reached the server, carrying the key the draft was started with; a try while offline (it never
  // left the phone) carried the same key.
  expect(posts).toHaveLength(1);
  const key = posts[0]!["idempotency-key"];
  expect(key).toMatch(/^insp-[0-9a-f]{32}$/);
  expect(new Set(tried.map((headers) => headers["idempotency-key"]))).toEqual(new Set([key]));

  // The check-out follows from the saved check-in, online this time: the check-in's readings are shown beside.
  await page.getByRole("link", { name: "Check-out", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Check-out: ${boat.name}` })).toBeVisible();
  await expect(page.getByText("Check-in'de: 1234.5")).toBeVisible();
  await page.getByLabel("Motor saati").fill("1240");
  await page.getByLabel("Yakıt (%)").fill("35");
  for (const area of ["Güverte", "Kabinler"])
    await page
      .getByRole("region", { name: area })
      .getByRole("button", { name: /"Tamam" işaretle/ })
      .click();
  const until = addDays(today, 6);
  await page.getByLabel("Servis dışı (bu güne kadar, isteğe bağlı)").fill(until);
  await sign(page, "Misafir imzası");
  await sign(page, "Personel imzası");
  await noSidewaysScroll(page);
  await page.getByRole("button", { name: "Check-out kaydet" }).click();
  await expect(page.getByText("Check-out kaydedildi.")).toBeVisible({ timeout: 30_000 });
  const both = await admin.get<{ kind: string; engine_hours: number; out_of_service_until: string | null }[]>(
    `/admin/reservations/${reservation.id}/inspections`,
  );
  expect(both.map((i) => [i.kind, i.engine_hours, i.out_of_service_until])).toEqual([
    ["checkin", 1234.5, null],
    ["checkout", 1240, until],
  ]);

  // The departures list now says so.
  await page.goto("/dashboard/departures");
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: guest })
      .getByRole("link", { name: `${reservation.code}: Check-in yapıldı, görüntüle` }),
  ).toBeVisible();
});

test("a check-in screen visited once opens again without a connection, from the copy kept on the phone, and what is filled there reaches the server once", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await tokenFor(request);
  const admin = apiAs(request, token);
  const boat = await createBoat(admin, { name: `Kopya Teknesi ${Date.now().toString(36)}` });
  await admin.put(`/admin/boats/${boat.id}/inventory`, {
    areas: [
      {
        name: "Güverte",
        items: [
          { name: "Can yeleği", quantity: 8 },
          { name: "Çapa", quantity: 1 },
        ],
      },
    ],
  });
  const today = istanbulToday();
  const guest = `Kaan Kopyalı ${boat.id}`;
  const reservation = await admin.post<{ id: number; code: string }>("/admin/reservations", {
    boat_id: boat.id,
    start_date: today,
    end_date: addDays(today, 2),
    guests: 2,
    customer_name: guest,
    customer_email: `kopya-${boat.id}@example.com`,
    customer_phone: "+90 532 444 55 66",
    status: "confirmed",
    total: 300_000,
    currency: "TRY",
    send_mail: false,
  });
  const inspections = () =>
    admin.get<{ id: number; kind: string }[]>(`/admin/reservations/${reservation.id}/inspections`);
  const posts: string[] = [];
  page.on("requestfinished", (sent) => {
    if (sent.method() === "POST" && sent.url().includes(`/v1/admin/reservations/${reservation.id}/inspections`))
      posts.push(sent.url());
  });
  const checkInUrl = `/dashboard/reservations/${reservation.id}/check-in`;
  const status = page.getByTestId("inspection-status");
  const offline = (url: string) =>
    page.goto(url).then(
      () => "opened",
      (error: Error) => (/ERR_INTERNET_DISCONNECTED/.test(error.message) ? "browser's offline page" : error.message),
    );

  // At the office: the screen opened once, with a connection. The worker takes the page over and keeps it.
  await signInAsAdmin(page);
  await page.goto(checkInUrl);
  await expect(page.getByRole("heading", { level: 1, name: `Check-in: ${boat.name}` })).toBeVisible();
  await expect(status).toHaveAttribute("data-offline-copy", "kept");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(status).not.toContainText("telefonda saklanan kopyadan");

  // On the quay, no signal: the reload opens the kept copy, says so, and the checklist is there.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: `Check-in: ${boat.name}` })).toBeVisible();
  await expect(status).toContainText("Bu sayfa telefonda saklanan kopyadan açıldı.");
  const deck = page.getByRole("region", { name: "Güverte" });
  await expect(deck.getByText("0/2")).toBeVisible();
  await expectAccessible(page, "check-in from the kept copy");
  await noSidewaysScroll(page);

  // Filled and submitted there: kept on the phone, nothing sent.
  await page.getByLabel("Motor saati").fill("420");
  await page.getByLabel("Yakıt (%)").fill("90");
  await deck.getByRole("button", { name: 'Kalan 2 malzemeyi "Tamam" işaretle' }).click();
  await expect(deck.getByText("2/2")).toBeVisible();
  await expect(page.getByLabel("Misafirin adı")).toHaveValue(guest);
  await sign(page, "Misafir imzası");
  await sign(page, "Personel imzası");
  await page.getByRole("button", { name: "Check-in kaydet" }).click();
  await expect(status).toContainText("Bağlantı yok: kaydedildi, bağlantı gelince gönderilecek.");
  expect(await inspections()).toEqual([]);
  expect(posts).toEqual([]);

  // The signal comes back: sent once, and the screen shows the server's record.
  await context.setOffline(false);
  await expect(page.getByText("Check-in kaydedildi.")).toBeVisible({ timeout: 30_000 });
  expect((await inspections()).map((i) => i.kind)).toEqual(["checkin"]);
  expect(posts).toHaveLength(1);

  // Other dashboard pages are as before: not served by the worker, so without a connection the browser's offline
  // page, the reservation's own page (inside the worker's scope) included.
  await page.goto("/dashboard/departures");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller === null)).toBe(true);
  await context.setOffline(true);
  expect(await offline("/dashboard/departures")).toBe("browser's offline page");
  expect(await offline(`/dashboard/reservations/${reservation.id}`)).toBe("browser's offline page");
  expect(await offline("/")).toBe("browser's offline page");
  await context.setOffline(false);

  // Signing out deletes every copy the worker kept.
  await page.goto(checkInUrl);
  await expect(page.getByText("Check-in kaydedildi.")).toBeVisible();
  const kept = () => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("liman-quay-")));
  expect(await kept()).not.toEqual([]);
  await page.getByRole("button", { name: "Menüyü aç" }).click();
  await page.getByRole("button", { name: "Çıkış Yap" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/dashboard"));
  await expect.poll(kept).toEqual([]);
});

test("a charter's last day: the departures list links to its check-out; the check-out screen settles the deposit", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const token = await tokenFor(request);
  const admin = apiAs(request, token);
  const boat = await createBoat(admin, { name: `Dönüş Teknesi ${Date.now().toString(36)}` });
  const inventory = await admin.put<{ areas: { items: { id: number }[] }[] }>(`/admin/boats/${boat.id}/inventory`, {
    areas: [{ name: "Güverte", items: [{ name: "Can yeleği", quantity: 6 }] }],
  });
  const today = istanbulToday();
  const guest = `Deniz Dönüşoğlu ${boat.id}`;
  // Staff cannot book a past start: a one-night charter from today, and the departures list of its last day.
  const lastDay = addDays(today, 1);
  const reservation = await admin.post<{ id: number; code: string }>("/admin/reservations", {
    boat_id: boat.id,
    start_date: today,
    end_date: lastDay,
    guests: 2,
    customer_name: guest,
    customer_email: `donus-${boat.id}@example.com`,
    customer_phone: "+90 532 444 55 66",
    status: "confirmed",
    total: 300_000,
    currency: "TRY",
    send_mail: false,
  });
  // Checked in on the first day, and the deposit taken in cash.
  const stroke = await sharp(
    Buffer.from(
      '<svg width="300" height="100"><path d="M10 80 C 80 10, 160 90, 290 20" stroke="black" stroke-width="4" fill="none"/></svg>',
    ),
  )
    .png()
    .toBuffer();
  const signature = `data:image/png;base64,${stroke.toString("base64")}`;
  const checkIn = await request.post(`/v1/admin/reservations/${reservation.id}/inspections`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      inspection: JSON.stringify({
        kind: "checkin",
        engine_hours: 800,
        fuel_percent: 100,
        items: inventory.areas.flatMap((a) => a.items).map((i) => ({ item_id: i.id, state: "ok" })),
        signatures: { guest_name: guest, guest: signature, staff: signature },
      }),
    },
  });
  expect(checkIn.status(), await checkIn.text()).toBe(201);
  await admin.post(`/admin/reservations/${reservation.id}/security-deposits`, { method: "cash", amount: 150_000 });

  await signInAsAdmin(page);
  await page.goto(`/dashboard/departures?day=${lastDay}`);
  const row = page.getByRole("row").filter({ hasText: guest });
  await row.getByRole("link", { name: `${reservation.code}: Check-out yap` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Check-out: ${boat.name}` })).toBeVisible();
  await page.getByLabel("Motor saati").fill("812");
  await page.getByLabel("Yakıt (%)").fill("30");
  await page
    .getByRole("region", { name: "Güverte" })
    .getByRole("button", { name: /"Tamam" işaretle/ })
    .click();
  await sign(page, "Misafir imzası");
  await sign(page, "Personel imzası");
  await page.getByRole("button", { name: "Check-out kaydet" }).click();
  await expect(page.getByText("Check-out kaydedildi.")).toBeVisible({ timeout: 30_000 });

  // The deposit is right there: held in cash, given back from the quay; the reservation's panel one tap away.
  const deposit = page.getByRole("region", { name: "Hasar depozitosu" });
  await expect(deposit).toContainText("Nakit");
  await expect(deposit).toContainText("Tutuluyor");
  await expect(deposit.getByRole("link", { name: "Rezervasyonda depozito" })).toHaveAttribute(
    "href",
    `/dashboard/reservations/${reservation.id}#hasar-depozitosu`,
  );
  await noSidewaysScroll(page);
  await deposit.getByRole("button", { name: "İade et" }).click();
  await page
    .getByRole("dialog", { name: "Depozito iade edilsin mi?" })
    .getByRole("button", { name: "İade et" })
    .click();
  await expect(deposit).toContainText("İade edildi");
  await expect(deposit.getByRole("button", { name: "İade et" })).toHaveCount(0);
  await noSidewaysScroll(page);
  const deposits = await admin.get<{ items: { state: string }[] }>(
    `/admin/reservations/${reservation.id}/security-deposits`,
  );
  expect(deposits.items.map((d) => d.state)).toEqual(["released"]);

  await page.goto(`/dashboard/departures?day=${lastDay}`);
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: guest })
      .getByRole("link", { name: `${reservation.code}: Check-out yapıldı, görüntüle` }),
  ).toBeVisible();
});

test("an OWNER opens the check-out of their own boat's charter and gets a clear not-found for another owner's", async ({
  page,
  request,
}) => {
  const admin = apiAs(request, await tokenFor(request));
  const owner = await createOwner(admin);
  const own = await createBoat(admin, { owner_id: owner.id, name: `Sahibin Teknesi ${owner.id}` });
  const other = await createBoat(admin, { name: `Başka Tekne ${owner.id}` });
  const today = istanbulToday();
  const book = (boatId: number, name: string) =>
    admin.post<{ id: number }>("/admin/reservations", {
      boat_id: boatId,
      start_date: addDays(today, 10),
      end_date: addDays(today, 13),
      guests: 2,
      customer_name: name,
      customer_email: `misafir-${boatId}@example.com`,
      customer_phone: "+90 532 444 55 66",
      status: "confirmed",
      total: 300_000,
      currency: "TRY",
      send_mail: false,
    });
  const mine = await book(own.id, "Sahibin Misafiri");
  const theirs = await book(other.id, "Başkasının Misafiri");
  await useStoredSession(page, (await apiLogin(page.request, owner)).session);

  await page.goto(`/dashboard/reservations/${mine.id}/check-out`);
  await expect(page.getByRole("heading", { level: 1, name: `Check-out: ${own.name}` })).toBeVisible();
  await expect(page.getByLabel("Servis dışı (bu güne kadar, isteğe bağlı)")).toBeVisible();
  await noSidewaysScroll(page);

  await page.goto(`/dashboard/reservations/${theirs.id}/check-in`);
  await expect(page.getByRole("heading", { level: 1, name: "Check-in" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Rezervasyon bulunamadı." })).toBeVisible();
  await expect(page.getByText("Başkasının Misafiri")).toHaveCount(0);
  await noSidewaysScroll(page);
});
