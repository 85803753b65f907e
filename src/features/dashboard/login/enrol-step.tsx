"use client";

/**
 * The sign-in step for an ADMIN who must have TOTP (setting "required for every ADMIN") and has none yet:
 * enrol right here with the challenge from the password step, then see the recovery codes, then the panel.
 */
import { useEffect, useState } from "react";
import { EnrolmentForm } from "../account/enrolment-form";
import { RecoveryCodesPanel } from "../account/recovery-codes-panel";
import type { Enrolment } from "../account/totp-types";
import { authApi, type LoginStepProps, type SignedIn } from "./login-answer";
import { AuthAlert } from "../password-reset/auth-card";

type Stage =
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  | { kind: "scan"; enrolment: Enrolment }
  | { kind: "codes"; answer: SignedIn & { recoveryCodes: string[] } };

export function EnrolStep({ challenge, onSignedIn, onCancel }: LoginStepProps) {
  const [stage, setStage] = useState<Stage>({ kind: "loading" });

  useEffect(() => {
    let live = true;
    authApi
      .post("/auth/totp/enrol", { body: { challenge } })
      .then((enrolment) => live && setStage({ kind: "scan", enrolment }))
      .catch((e: Error) => live && setStage({ kind: "failed", message: e.message }));
    return () => {
      live = false;
    };
  }, [challenge]);

  return (
    <section
      aria-labelledby="enrol-step-title"
      className="w-full max-w-xl space-y-4 rounded-xl bg-white p-8 shadow dark:bg-slate-800"
    >
      <h1 id="enrol-step-title" className="text-2xl font-bold">
        İki adımlı doğrulamayı kurun
      </h1>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Yönetici hesapları için iki adımlı doğrulama zorunlu. Devam etmek için doğrulama uygulamanızı şimdi kurun.
      </p>
      {stage.kind === "loading" ? (
        <p role="status" className="text-sm text-slate-600">
          Yükleniyor…
        </p>
      ) : stage.kind === "failed" ? (
        <>
          <AuthAlert>{stage.message}</AuthAlert>
          <button type="button" className="text-sm underline" onClick={onCancel}>
            Girişe dön
          </button>
        </>
      ) : stage.kind === "scan" ? (
        <EnrolmentForm
          enrolment={stage.enrolment}
          onCancel={onCancel}
          confirm={async (code) => {
            const answer = await authApi.post("/auth/totp/enrol/confirm", { body: { challenge, code } });
            setStage({ kind: "codes", answer });
          }}
        />
      ) : (
        <RecoveryCodesPanel codes={stage.answer.recoveryCodes} onDone={() => onSignedIn(stage.answer)} />
      )}
    </section>
  );
}
