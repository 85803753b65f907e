"use client";

import { useRouter } from "next/navigation";
import { ForgotPasswordLink } from "../password-reset/forgot-password-link";
import { useState } from "react";
import { useToast } from "@/components/ui/toast";
import { TOKEN_DECODE_ERROR, saveSession, sessionFromLogin } from "../session/session";
import { EnrolStep } from "./enrol-step";
import { type SecondStep, type SignedIn, secondStepOf } from "./login-answer";
import { TotpStep } from "./totp-step";
import { AuthAlert, authInputClass, authSubmitClass } from "../password-reset/auth-card";

export function LoginForm() {
  const router = useRouter();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [decodeError, setDecodeError] = useState(false);
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);

  function finish(answer: SignedIn) {
    const session = sessionFromLogin(answer.accessToken, answer.user);
    if (!session) {
      setSecondStep(null);
      setDecodeError(true);
      return;
    }
    saveSession(session);
    toast.success("Başarılı");
    router.push("/dashboard");
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setDecodeError(false);
    try {
      const res = await fetch("/v1/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json", "accept-language": "tr" },
        body: JSON.stringify({ email: form.get("email"), password: form.get("password") }),
      });
      const body = await res.json().catch(() => ({ content: res.statusText }));
      if (!res.ok) {
        toast.error(`Bir hata meydana geldi. Err: ${body.content}`);
        return;
      }
      const next = secondStepOf(body.content);
      if (next) setSecondStep(next);
      else finish(body.content);
    } catch {
      toast.error("Bir hata meydana geldi. Err: Sunucuya ulaşılamadı.");
    } finally {
      setBusy(false);
    }
  }

  if (secondStep) {
    const Step = secondStep.kind === "totp" ? TotpStep : EnrolStep;
    return <Step challenge={secondStep.challenge} onSignedIn={finish} onCancel={() => setSecondStep(null)} />;
  }

  return (
    <form onSubmit={onSubmit} className="w-full max-w-sm space-y-4 rounded-xl bg-white p-8 shadow dark:bg-slate-800">
      <h1 className="text-2xl font-bold">Admin Paneli</h1>
      <p className="text-sm text-slate-600 dark:text-slate-300">Devam etmek için giriş yapın.</p>
      {decodeError && <AuthAlert>{TOKEN_DECODE_ERROR}</AuthAlert>}
      <label className="block text-sm font-medium">
        E-posta
        <input name="email" type="email" required autoComplete="username" className={authInputClass} />
      </label>
      <label className="block text-sm font-medium">
        Şifre
        <input name="password" type="password" required autoComplete="current-password" className={authInputClass} />
      </label>
      <button type="submit" disabled={busy} className={authSubmitClass}>
        {busy ? "Giriş yapılıyor…" : "Giriş Yap"}
      </button>
      <ForgotPasswordLink />
    </form>
  );
}
