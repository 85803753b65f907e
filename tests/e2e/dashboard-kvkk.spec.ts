import { readFile } from "node:fs/promises";
import { expect, test } from "./support/test";
import { apiLogin, useStoredSession } from "./support/dashboard-session";

test("an ADMIN downloads a person's data as JSON, then erases it after confirming", async ({ page, request }) => {
  const email = `kvkk-${Date.now()}@example.com`;
  const sent = await request.post("/v1/website/contact", {
    data: { name: "Selin Deniz", email, message: "Eylül için bir gulet arıyoruz, fiyat alabilir miyiz?" },
    headers: { "x-forwarded-for": `10.77.${Date.now() % 250}.9` },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await useStoredSession(page, (await apiLogin(request)).session);
  await page.goto("/dashboard/kvkk");
  await expect(page.getByRole("heading", { level: 1, name: "KVKK Talepleri" })).toBeVisible();
  await page.getByLabel("E-posta adresi").fill(email);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Verileri indir (JSON)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^kvkk-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await file.path())!, "utf8"));
  expect(data.email).toBe(email);
  expect(data.contact_messages).toEqual([expect.objectContaining({ name: "Selin Deniz", email })]);

  await page.getByRole("button", { name: "Verileri sil" }).click();
  const dialog = page.getByRole("dialog", { name: "Kişisel verileri sil" });
  await expect(dialog).toContainText(email);
  await dialog.getByRole("button", { name: "Vazgeç" }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole("button", { name: "Verileri sil" }).click();
  await page
    .getByRole("dialog", { name: "Kişisel verileri sil" })
    .getByRole("button", { name: "Evet, kalıcı olarak sil" })
    .click();
  const result = page.getByRole("region", { name: "Silme sonucu" });
  await expect(result).toContainText(`${email} adresinin verileri silindi.`);
  await expect(result).toContainText("1 iletişim mesajı");

  await page.getByLabel("E-posta adresi").fill(email);
  const again = page.waitForEvent("download");
  await page.getByRole("button", { name: "Verileri indir (JSON)" }).click();
  const empty = JSON.parse(await readFile((await (await again).path())!, "utf8"));
  expect(empty.contact_messages).toEqual([]);
});
