"use client";

/**
 * Step 2 of enrolment, shared by the security screen and the sign-in flow: the QR code to scan, the secret
 * in text for manual entry, and the field for the first code. `confirm` throws an Error with the API's
 * Turkish message when the code is wrong.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError, TextField } from "@/components/ui/field";
import { type Enrolment, groupedSecret } from "./totp-types";

export function EnrolmentForm({
  enrolment,
  confirm,
  onCancel,
}: {
  enrolment: Enrolment;
  confirm: (code: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError("Uygulamadaki 6 haneli kodu girin.");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await confirm(code.trim());
    } catch (e) {
      setError(e instanceof Error ? e.message : "Beklenmeyen bir hata oluştu.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Doğrulama uygulamasını kur" className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-200">
        <li>
          Telefonunuzda bir doğrulama uygulaması açın (Google Authenticator, Microsoft Authenticator, 1Password…).
        </li>
        <li>Aşağıdaki QR kodunu okutun ya da gizli anahtarı elle girin.</li>
        <li>Uygulamanın gösterdiği 6 haneli kodu yazıp onaylayın.</li>
      </ol>
      <div className="flex flex-wrap items-start gap-4">
        {/* biome-ignore lint/performance/noImgElement: a data: URL from the API, nothing for next/image to optimise */}
        <img
          src={enrolment.qrCode}
          alt="Doğrulama uygulaması için QR kodu"
          width={200}
          height={200}
          className="rounded border border-slate-200 bg-white p-1"
        />
        <dl className="min-w-0 space-y-1 text-sm">
          <dt className="font-medium">Gizli anahtar (elle giriş için)</dt>
          <dd>
            <code className="block rounded bg-slate-100 px-2 py-1 font-mono text-base tracking-wider break-all select-all dark:bg-slate-800">
              {groupedSecret(enrolment.secret)}
            </code>
          </dd>
          <dt className="sr-only">Ayarlar</dt>
          <dd className="text-xs text-slate-600 dark:text-slate-400">Zamana bağlı (TOTP), 6 hane, 30 saniye.</dd>
        </dl>
      </div>
      <TextField
        label="Doğrulama kodu"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
        hint="Uygulamadaki 6 haneli kod"
        className="max-w-xs"
      />
      <FormError message={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy}>
          Onayla
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Vazgeç
          </Button>
        ) : null}
      </div>
    </form>
  );
}
