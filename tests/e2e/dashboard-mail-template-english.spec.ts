import { expectAccessible } from "./support/axe";
import { adminApi, apiLogin, useStoredSession } from "./support/dashboard-session";
import { expect, test } from "./support/test";
import { toast } from "./support/names-and-toasts";

let api: ReturnType<typeof adminApi>;

test.beforeEach(async ({ page, request }) => {
  const { token, session } = await apiLogin(request);
  api = adminApi(request, token);
  await useStoredSession(page, session);
});

test("mail templates: the English version is edited beside the Turkish one under a language tab", async ({ page }) => {
  test.setTimeout(120_000);
  type Template = {
    id: number;
    key: string;
    name: string;
    subject: string;
    body: string;
    subject_en: string;
    body_en: string;
  };
  const templates = await api<{ items: Template[] }>("get", "/admin/mailtemplates");
  const original = templates.items.find((t) => t.key === "reservation_confirmed") as Template;
  expect(original.subject_en).toBe("{{site_name}} – Your booking is confirmed ({{code}})");
  try {
    await page.goto("/dashboard/templates/mailtemplates");
    await page.getByRole("button", { name: `${original.name}: düzenle` }).click();
    const editor = page.getByRole("form", { name: "Şablon düzenleyici" });
    await expect(editor.getByLabel("Konu", { exact: true })).toHaveValue(original.subject);

    await editor.getByRole("tab", { name: "İngilizce" }).click();
    const subject = editor.getByLabel("İngilizce konu");
    await expect(subject).toHaveValue(original.subject_en);
    await subject.fill("Confirmed – ");
    await subject.press("End");
    await editor.getByRole("button", { name: /\{\{code\}\}/ }).click();
    await expect(subject).toHaveValue("Confirmed – {{code}}");
    await expect(page.getByTestId("preview-subject")).toHaveText("Confirmed – LMN-7K3Q9");
    await expectAccessible(page, "mail template editor, English tab", { exclude: ['iframe[title="Mail önizlemesi"]'] });
    await editor.getByRole("button", { name: "Kaydet" }).click();
    await expect(toast(page, "Şablon kaydedildi.")).toBeVisible();

    await page.reload();
    await page.getByRole("button", { name: `${original.name}: düzenle` }).click();
    const again = page.getByRole("form", { name: "Şablon düzenleyici" });
    await expect(again.getByLabel("Konu", { exact: true })).toHaveValue(original.subject);
    await again.getByRole("tab", { name: "İngilizce" }).click();
    await expect(again.getByLabel("İngilizce konu")).toHaveValue("Confirmed – {{code}}");
  } finally {
    await api("put", `/admin/mailtemplates/${original.id}`, {
      subject: original.subject,
      body: original.body,
      subject_en: original.subject_en,
      body_en: original.body_en,
    });
  }
});
