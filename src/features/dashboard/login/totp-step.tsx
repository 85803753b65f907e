"use client";

/** The sign-in step after the password when TOTP is on: the 6-digit code, or "Kurtarma kodu kullan". */
import { useEffect, useRef, useState } from "react";
import { authApi, type LoginStepProps } from "./login-answer";
import { AuthAlert, authInputClass, authSubmitClass } from "../password-reset/auth-card";

export function TotpStep({ challenge, onSignedIn, onCancel }: LoginStepProps) {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the field whenever its kind changes
  useEffect(() => input.current?.focus(), [recovery]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = value.trim();
    if (!typed) {
      setError(recovery ? "Bir kurtarma kodu girin." : "Uygulamadaki 6 haneli kodu girin.");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSignedIn(
        await authApi.post("/auth/login/totp", {
          body: recovery ? { challenge, recoveryCode: typed } : { challenge, code: typed },
        }),
      );
    } catch (e) {
      setError(e instanceof Error ? e.message : "Beklenmeyen bir hata oluştu.");
      setValue("");
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="İki adımlı doğrulama"
      className="w-full max-w-sm space-y-4 rounded-xl bg-white p-8 shadow dark:bg-slate-800"
    >
      <h1 className="text-2xl font-bold">İki adımlı doğrulama</h1>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {recovery
          ? "Kaydettiğiniz kurtarma kodlarından birini girin. Her kod yalnızca bir kez kullanılabilir."
          : "Doğrulama uygulamanızdaki 6 haneli kodu girin."}
      </p>
      {error ? <AuthAlert>{error}</AuthAlert> : null}
      <label className="block text-sm font-medium">
        {recovery ? "Kurtarma kodu" : "Doğrulama kodu"}
        <input
          ref={input}
          key={recovery ? "recovery" : "code"}
          name={recovery ? "recoveryCode" : "code"}
          value={value}
          onChange={(e) => setValue(recovery ? e.target.value : e.target.value.replace(/\D/g, ""))}
          inputMode={recovery ? "text" : "numeric"}
          autoComplete="one-time-code"
          maxLength={recovery ? 24 : 6}
          autoCapitalize={recovery ? "characters" : undefined}
          spellCheck={false}
          className={authInputClass}
        />
      </label>
      <button type="submit" disabled={busy} className={authSubmitClass}>
        {busy ? "Doğrulanıyor…" : "Doğrula"}
      </button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="text-sea-700 underline hover:text-sea-900 dark:text-sky-300"
          onClick={() => {
            setRecovery((r) => !r);
            setValue("");
            setError(null);
          }}
        >
          {recovery ? "Doğrulama kodu kullan" : "Kurtarma kodu kullan"}
        </button>
        <button type="button" className="text-slate-600 underline dark:text-slate-300" onClick={onCancel}>
          Geri dön
        </button>
      </div>
    </form>
  );
}
