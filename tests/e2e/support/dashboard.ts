import { type APIRequestContext, expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { loginAnswer } from "./admin-login";
import { apiLogin, useStoredSession as storeSession } from "./dashboard-session";
import { E2E_ADMIN } from "../../../playwright.config";
import { unique } from "./names-and-toasts";

/** The dashboard's stored-session key (src/features/dashboard/session/session.ts). */
export const SESSION_KEY = "platoboat-admin-session";

export async function tokenFor(request: APIRequestContext, user: { email: string; password: string } = E2E_ADMIN) {
  return (await loginAnswer(request, user)).accessToken;
}

/** JSON calls to /v1 with a bearer token, answering `content` (fails the test on a non-2xx answer). */
export function apiAs(request: APIRequestContext, token: string) {
  const call = async <T>(method: string, path: string, data?: unknown): Promise<T> => {
    const res = await request.fetch(`/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
      data: data === undefined ? undefined : data,
    });
    const text = await res.text();
    expect(res.ok(), `${method} ${path} → ${res.status()} ${text}`).toBe(true);
    return (text ? JSON.parse(text).content : undefined) as T;
  };
  return {
    get: <T>(path: string) => call<T>("GET", path),
    post: <T>(path: string, data?: unknown) => call<T>("POST", path, data),
    put: <T>(path: string, data?: unknown) => call<T>("PUT", path, data),
    patch: <T>(path: string, data?: unknown) => call<T>("PATCH", path, data),
  };
}
export type Api = ReturnType<typeof apiAs>;

/**
 * The boat type and the marina with the most boats (the demo's): never merely the first of a list, which may be one a
 * spec running beside has just made to delete again (dashboard-content-crud names its type "Aaa…" to list it first).
 */
export async function busiestTypeAndMarina(api: Api) {
  type Counted = { items: { id: number; boat_count: number }[] };
  const busiest = ({ items }: Counted) => items.reduce((a, b) => (b.boat_count > a.boat_count ? b : a)).id;
  const [types, marinas] = await Promise.all([
    api.get<Counted>("/admin/boattypes?take=100"),
    api.get<Counted>("/admin/marina?take=100"),
  ]);
  return { type_id: busiest(types), marina_id: busiest(marinas) };
}

/** A boat made through the admin API (the busiest boat type and marina), for rent, on the site. */
export async function createBoat(api: Api, input: Record<string, unknown> = {}) {
  return api.post<{ id: number; slug: string; name: string }>("/admin/boats", {
    name: `Test Teknesi ${unique()}`,
    ...(await busiestTypeAndMarina(api)),
    guests: 8,
    ...input,
  });
}

/** A boat for sale only (no rent prices), with the sale price, year and length its card and page show. */
export async function createBoatForSale(api: Api, input: Record<string, unknown> = {}) {
  return createBoat(api, {
    for_rent: false,
    for_sale: true,
    sale_price: 1_250_000_00,
    sale_currency: "TRY",
    year: 2014,
    length_m: 24.5,
    ...input,
  });
}

/** Uploads `count` distinct generated photos to a boat (POST /v1/admin/boats/image, as the dashboard does). */
export async function uploadBoatPhotos(request: APIRequestContext, token: string, boatId: number, count: number) {
  const form = new FormData();
  form.append("boat_id", String(boatId));
  for (let i = 0; i < count; i++) {
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 20 + i * 60, g: 90, b: 140 } },
    })
      .png()
      .toBuffer();
    form.append("files", new Blob([new Uint8Array(photo)], { type: "image/png" }), `foto-${i + 1}.png`);
  }
  const res = await request.post("/v1/admin/boats/image", {
    headers: { authorization: `Bearer ${token}` },
    multipart: form,
  });
  expect(res.status(), await res.text()).toBe(201);
}

export async function createOwner(api: Api) {
  const user = {
    email: `sahip-${unique()}@e2e.test`,
    password: "Mercan-Pusula-Incir-64",
    role: "OWNER",
    first_name: "Deniz",
    last_name: "Sahibi",
  };
  const created = await api.post<{ id: number }>("/admin/users", user);
  return { ...user, id: created.id };
}

/** An ISO day `n` days from today (UTC), far enough out for bookings. */
export function dayFromNow(n: number) {
  return new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
}

/** A website reservation, as the public booking form sends it. */
export async function createWebsiteReservation(
  request: APIRequestContext,
  input: { boat_id: number; start_date: string; end_date: string; customer_name?: string; customer_email?: string },
) {
  const res = await request.post("/v1/reservations", {
    data: {
      guests: 2,
      customer_name: input.customer_name ?? "Ayşe Yılmaz",
      customer_email: `ayse-${unique()}@example.com`,
      customer_phone: "+90 532 111 22 33",
      kvkk_consent: true,
      ...input,
    },
  });
  const text = await res.text();
  expect(res.status(), text).toBe(201);
  return JSON.parse(text).content as { code: string; deposit: number; total: number; currency: string };
}

/**
 * The id of the reservation with this code on a boat. Found by its code, never as the boat's newest: a spec running
 * beside this one may book the same boat (the specs that book a boat found on the site, `findBookableBoat`).
 */
export async function reservationIdByCode(api: Api, boatId: number, code: string): Promise<number> {
  const list = await api.get<{ items: { id: number; code: string }[] }>(
    `/admin/reservations?take=100&boat_id=${boatId}`,
  );
  const found = list.items.find((r) => r.code === code);
  if (!found) throw new Error(`reservation ${code} is not among boat ${boatId}'s`);
  return found.id;
}

/**
 * Starts the page signed in as the e2e admin: the stored session the login form writes, without the form (the
 * login form itself is covered by foundation.spec.ts and dashboard-session.spec.ts).
 */
export async function signInAsAdmin(page: Page) {
  await storeSession(page, (await apiLogin(page.request)).session);
}

/** Logs in through the form with any user and waits for the panel. */
export async function loginAs(page: Page, user: { email: string; password: string }) {
  await page.goto("/dashboard/login");
  await page.getByLabel("E-posta").fill(user.email);
  await page.getByLabel("Şifre").fill(user.password);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  await expect(page.getByText("Başarılı")).toBeVisible();
  await page.waitForURL("**/dashboard");
  await expect(page.getByText("Admin Paneli")).toBeVisible();
}

/** Opens every collapsed group of the side menu and answers the menu's link targets. */
export async function menuHrefs(page: Page) {
  const nav = page.getByRole("navigation", { name: "Yönetim menüsü" });
  const collapsed = nav.locator("button[aria-expanded=false]");
  while ((await collapsed.count()) > 0) await collapsed.first().click();
  return nav
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}
