"use client";

/** "Şifre değiştir" on /dashboard/account: the current password, the new one twice; the session goes on with the fresh token. */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError, TextField } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/zod-form";
import { newPasswordForm } from "../password-reset/new-password-form";
import { NewPasswordFields } from "../password-reset/new-password-fields";
import { sessionFromLogin } from "../session/session";
import { useSession } from "../session/session-context";

type LoginAnswer = Parameters<typeof sessionFromLogin>[1];

export function ChangePasswordForm() {
  const { api, replaceSession } = useSession();
  const toast = useToast();
  const form = useZodForm(newPasswordForm);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const data = new FormData(element);
    const values = form.validate({
      current_password: String(data.get("current_password") ?? ""),
      new_password: String(data.get("new_password") ?? ""),
      repeat: String(data.get("repeat") ?? ""),
    });
    if (!values) return;
    setBusy(true);
    setServerError(null);
    try {
      const answer = await api.post<{ accessToken: string; user: LoginAnswer }>("/admin/account/password", {
        current_password: values.current_password,
        new_password: values.new_password,
      });
      const next = sessionFromLogin(answer.accessToken, answer.user);
      if (next) replaceSession(next);
      element.reset();
      toast.success("Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.");
    } catch (e) {
      setServerError(form.fromServer(e));
    } finally {
      setBusy(false);
    }
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
