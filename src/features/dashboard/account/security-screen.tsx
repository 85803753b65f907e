"use client";

/**
 * /dashboard/account/security (every staff member): turn the TOTP second factor on (QR + secret, a first
 * code, then the recovery codes shown once) or off (current password or a code).
 */
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormError, TextField } from "@/components/ui/field";
import { LoadFailed, Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "../api/client";
import { useApiQuery } from "../api/use-api-query";
import { day } from "../format";
import { useSession } from "../session/session-context";
import { PageHeader } from "../shell/page-header";
import { EnrolmentForm } from "./enrolment-form";
import { RecoveryCodesPanel } from "./recovery-codes-panel";
import type { Enrolment, TotpStatus } from "./totp-types";

const card =
  "max-w-2xl space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900";

function DisableForm({ onDisabled }: { onDisabled: () => void }) {
  const { api } = useSession();
  const [withCode, setWithCode] = useState(false);
  const [value, setValue] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!value.trim()) {
      setError(withCode ? "Bir doğrulama ya da kurtarma kodu girin." : "Şifrenizi girin.");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api.post("/admin/me/totp/disable", withCode ? { code: value.trim() } : { password: value });
      onDisabled();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label="İki adımlı doğrulamayı kapat" className="space-y-3">
      <h2 className="text-lg font-semibold">Kapat</h2>
      <TextField
        key={withCode ? "code" : "password"}
        label={withCode ? "Doğrulama veya kurtarma kodu" : "Mevcut şifreniz"}
        type={withCode ? "text" : "password"}
        autoComplete={withCode ? "one-time-code" : "current-password"}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        className="max-w-xs"
      />
      <button
        type="button"
        className="text-sm text-sea-700 underline hover:text-sea-900 dark:text-sky-300"
        onClick={() => {
          setWithCode((w) => !w);
          setValue("");
          setError(null);
        }}
      >
        {withCode ? "Bunun yerine şifremi gireceğim" : "Bunun yerine kod gireceğim"}
      </button>
      <FormError message={error} />
      <Button type="submit" variant="danger" busy={busy}>
        İki adımlı doğrulamayı kapat
      </Button>
    </form>
  );
}

type Stage = { kind: "idle" } | { kind: "enrolling"; enrolment: Enrolment } | { kind: "codes"; codes: string[] };

export function SecurityScreen() {
  const { api } = useSession();
  const toast = useToast();
  const status = useApiQuery<TotpStatus>("/admin/me/totp");
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);

  async function start() {
    setStarting(true);
    setStartError(null);
    try {
      setStage({ kind: "enrolling", enrolment: await api.post<Enrolment>("/admin/me/totp/enrol") });
    } catch (e) {
      setStartError(errorMessage(e));
    } finally {
      setStarting(false);
    }
  }

  async function confirm(code: string) {
    const { recoveryCodes } = await api.post<{ recoveryCodes: string[] }>("/admin/me/totp/confirm", { code });
    setStage({ kind: "codes", codes: recoveryCodes });
  }

  const s = status.data;
  return (
    <>
      <PageHeader
        title="Hesap güvenliği"
        description="İki adımlı doğrulama: girişte şifrenize ek olarak telefonunuzdaki uygulamanın ürettiği kod sorulur."
      />
      {status.error ? (
        <LoadFailed message={status.error} />
      ) : !s ? (
        <div className={card} role="status" aria-label="Yükleniyor">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-10 w-1/3" />
        </div>
      ) : stage.kind === "codes" ? (
        <div className={card}>
          <RecoveryCodesPanel
            codes={stage.codes}
            onDone={async () => {
              setStage({ kind: "idle" });
              toast.success("İki adımlı doğrulama açıldı.");
              await status.reload();
            }}
          />
        </div>
      ) : stage.kind === "enrolling" ? (
        <div className={card}>
          <EnrolmentForm enrolment={stage.enrolment} confirm={confirm} onCancel={() => setStage({ kind: "idle" })} />
        </div>
      ) : (
        <div className={card}>
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            İki adımlı doğrulama (TOTP)
            <Badge tone={s.enabled ? "success" : "neutral"}>{s.enabled ? "Açık" : "Kapalı"}</Badge>
          </h2>
          {s.enabled ? (
            <>
              <p className="text-sm text-slate-700 dark:text-slate-200">
                {s.enabledAt ? `${day(s.enabledAt.slice(0, 10))} tarihinden beri açık. ` : ""}
                Kullanılmamış kurtarma kodu: <strong>{s.recoveryCodesLeft}</strong>
              </p>
              {s.required ? (
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  Yöneticiler için zorunlu olduğundan kapatılamaz. Telefonunuzu kaybederseniz bir kurtarma kodu ile
                  giriş yapın ya da başka bir yöneticiden sıfırlamasını isteyin.
                </p>
              ) : (
                <DisableForm
                  onDisabled={async () => {
                    toast.success("İki adımlı doğrulama kapatıldı.");
                    await status.reload();
                  }}
                />
              )}
            </>
          ) : (
            <>
              <p className="text-sm text-slate-700 dark:text-slate-200">
                {s.required
                  ? "Yöneticiler için zorunlu: bir sonraki girişinizde kurmanız istenecek. Şimdi kurabilirsiniz."
                  : "Hesabınızı şifreniz ele geçse bile korumak için açın."}
              </p>
              <FormError message={startError} />
              <Button onClick={start} busy={starting}>
                İki adımlı doğrulamayı aç
              </Button>
            </>
          )}
        </div>
      )}
    </>
  );
}
