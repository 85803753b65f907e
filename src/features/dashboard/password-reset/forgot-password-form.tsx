"use client";

/** /dashboard/forgot-password: asks for a reset link by e-mail; the answer never says whether the address has an account. */
import { DashboardLink as Link } from "@/features/dashboard/dashboard-link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError, TextField } from "@/components/ui/field";
import { errorMessage } from "../api/client";
import { AuthCard, authLinkClass } from "./auth-card";
import { publicApi } from "./public-api";

export function ForgotPasswordForm() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    setError(null);
    setFieldError(email ? undefined : "E-posta adresinizi girin.");
    if (!email) return;
    setBusy(true);
    try {
      const answer = await publicApi.post("/auth/password-reset", { body: { email } });
      setSent(answer.message);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Şifremi unuttum">
      {sent ? (
        <p role="status" className="rounded bg-emerald-50 p-3 text-sm text-emerald-900">
          {sent}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Hesabınızın e-posta adresini girin; şifrenizi yenilemeniz için bir bağlantı gönderelim.
          </p>
          <TextField label="E-posta" name="email" type="email" required autoComplete="username" error={fieldError} />
          <FormError message={error} />
          <Button type="submit" busy={busy} className="w-full">
            {busy ? "Gönderiliyor" : "Bağlantı gönder"}
          </Button>
        </form>
      )}
      <Link href="/dashboard/login" className={authLinkClass}>
        Giriş sayfasına dön
      </Link>
    </AuthCard>
  );
}
