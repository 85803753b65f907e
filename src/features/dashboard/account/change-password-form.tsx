"use client";

/** "Şifre değiştir" on /dashboard/account: the current password, the new one twice; the session goes on with the fresh token. */
import { Button } from "@/components/ui/button";
import { FormError, TextField } from "@/components/ui/field";
import { useSaveForm } from "../content/use-save-form";
import { newPasswordForm } from "../password-reset/new-password-form";
import { NewPasswordFields } from "../password-reset/new-password-fields";
import { sessionFromLogin } from "../session/session";
import { useSession } from "../session/session-context";

export function ChangePasswordForm() {
  const { api, replaceSession } = useSession();
  const form = useSaveForm(newPasswordForm);
  const { busy, serverError } = form;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const data = new FormData(element);
    const values = {
      current_password: String(data.get("current_password") ?? ""),
      new_password: String(data.get("new_password") ?? ""),
      repeat: String(data.get("repeat") ?? ""),
    };
    await form.run(
      values,
      async ({ current_password, new_password }) => {
        const answer = await api.v1.post("/admin/account/password", { body: { current_password, new_password } });
        const next = sessionFromLogin(answer.accessToken, answer.user);
        if (next) replaceSession(next);
        element.reset();
      },
      "Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.",
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="change-password-title"
      className="max-w-md space-y-4 rounded-lg bg-white p-6 shadow-sm dark:bg-slate-900"
    >
      <h2 id="change-password-title" className="text-lg font-semibold">
        Şifre değiştir
      </h2>
      <TextField
        label="Mevcut şifre"
        name="current_password"
        type="password"
        required
        autoComplete="current-password"
        error={form.errors.current_password}
      />
      <NewPasswordFields name="new_password" errors={form.errors} />
      <FormError message={serverError} />
      <Button type="submit" busy={busy}>
        {busy ? "Kaydediliyor" : "Şifreyi değiştir"}
      </Button>
    </form>
  );
}
