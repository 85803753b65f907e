"use client";

/**
 * /dashboard/reset-password#token=…: the page a reset mail links to. The token comes from the fragment (never
 * sent to a server by the browser) and is removed from the address bar once read.
 */
import { DashboardLink as Link } from "@/features/dashboard/dashboard-link";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/field";
import { useZodForm } from "@/components/ui/zod-form";
import { AuthAlert, AuthCard, authLinkClass } from "./auth-card";
import { resetPasswordForm } from "./new-password-form";
import { NewPasswordFields } from "./new-password-fields";
import { publicApi } from "./public-api";

export function ResetPasswordForm() {
  const form = useZodForm(resetPasswordForm);
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    const found = new URLSearchParams(window.location.hash.slice(1)).get("token");
    setToken(found || null);
    if (found) window.history.replaceState(null, "", window.location.pathname);
  }, []);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = form.validate({
      password: String(data.get("password") ?? ""),
      repeat: String(data.get("repeat") ?? ""),
    });
    if (!values || !token) return;
    setBusy(true);
    setError(null);
    try {
      await publicApi.post("/auth/password-reset/confirm", { body: { token, password: values.password } });
      setDone(true);
    } catch (e) {
      const message = form.fromServer(e);
      setError(message);
    } finally {
      setBusy(false);
    }
  }

  if (token === undefined) {
    return (
      <AuthCard title="Yeni şifre belirle">
        <p role="status" className="text-sm text-slate-600">
          Yükleniyor…
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Yeni şifre belirle">
      {done ? (
        <p role="status" className="rounded bg-emerald-50 p-3 text-sm text-emerald-900">
          Şifreniz değiştirildi. Yeni şifrenizle giriş yapabilirsiniz.
        </p>
      ) : token === null ? (
        <AuthAlert>Bu bağlantı eksik veya bozuk. “Şifremi unuttum” ile yeni bir bağlantı isteyin.</AuthAlert>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <NewPasswordFields name="password" errors={form.errors} />
          <FormError message={error} />
          <Button type="submit" busy={busy} className="w-full">
            {busy ? "Kaydediliyor" : "Şifreyi kaydet"}
          </Button>
        </form>
      )}
      <div className="flex flex-wrap gap-4">
        <Link href="/dashboard/login" className={authLinkClass}>
          Giriş yap
        </Link>
        {done ? null : (
          <Link href="/dashboard/forgot-password" className={authLinkClass}>
            Yeni bağlantı iste
          </Link>
        )}
      </div>
    </AuthCard>
  );
}
