"use client";

import { useRouter } from "next/navigation";
import { ForgotPasswordLink } from "../password-reset/forgot-password-link";
import { useState } from "react";
import { useToast } from "@/components/ui/toast";
import { TOKEN_DECODE_ERROR, saveSession, sessionFromLogin } from "../session/session";
import { EnrolStep } from "./enrol-step";
import { errorMessage } from "../api/client";
import { authApi, type SecondStep, type SignedIn, secondStepOf } from "./login-answer";
import { TotpStep } from "./totp-step";
import { forgetOfflineCopies } from "../quay/offline-copy";
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
    // Another staff member's quay answers kept on this phone go (decision 0073).
    void forgetOfflineCopies(session.id);
    toast.success("Başarılı");
    router.push("/dashboard");
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setDecodeError(false);
    try {
      const answer = await authApi.post("/auth/login", {
        body: { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") },
      });
      const next = secondStepOf(answer);
      if (next) setSecondStep(next);
      else finish(answer as SignedIn);
    } catch (error) {
      toast.error(`Bir hata meydana geldi. Err: ${errorMessage(error)}`);
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
