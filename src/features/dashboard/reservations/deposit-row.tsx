"use client";

/**
 * One damage deposit of a reservation (issue 30): amount, method, state, what was kept and why, iyzico's last words,
 * and on a held one the two actions — keep part or all of it for damage with a reason (once), or give it back.
 * Shown in the reservation's deposit panel and on the quay's check-out screen.
 */
import { useState } from "react";
import { Badge, type Tone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm";
import { TextareaField, TextField } from "@/components/ui/field";
import type { z } from "zod";
import {
  captureDepositBody,
  type reservationSecurityDepositsSchema,
  type SecurityDeposit,
} from "@/shared/security-deposits";
import { useRowAction } from "../api/use-row-action";
import { FormDialog } from "../content/form-dialog";
import { useSaveForm } from "../content/use-save-form";
import { money, moneyInputValue, moment, parseMoneyInput } from "../format";
import { useSession } from "../session/session-context";

export type Deposits = z.infer<typeof reservationSecurityDepositsSchema>;

const STATE_LABELS: Record<SecurityDeposit["state"], [string, Tone]> = {
  started: ["Misafir ödeme sayfasında", "neutral"],
  failed: ["Kart provizyonu alınamadı", "danger"],
  held: ["Tutuluyor", "warning"],
  capturing: ["Tahsilat sağlayıcıda", "info"],
  releasing: ["İade sağlayıcıda", "info"],
  captured: ["Tahsil edildi", "danger"],
  released: ["İade edildi", "success"],
};
const METHOD_LABELS: Record<SecurityDeposit["method"], string> = {
  card: "Kartta provizyon (iyzico)",
  cash: "Nakit",
  bank_transfer: "Havale/EFT",
};

function CaptureDialog({
  deposit: d,
  onClose,
  onDone,
}: {
  deposit: SecurityDeposit;
  onClose: () => void;
  onDone: () => void;
}) {
  const { api } = useSession();
  const confirm = useConfirm();
  const form = useSaveForm(captureDepositBody);

  async function submit(element: HTMLFormElement) {
    const data = new FormData(element);
    const values = {
      amount: parseMoneyInput(String(data.get("amount") ?? "")),
      reason: String(data.get("reason") ?? ""),
    };
    const checked = captureDepositBody.safeParse(values);
    if (checked.success) {
      const sure = await confirm({
        title: "Depozitodan tahsilat yapılsın mı?",
        message: `${money(checked.data.amount, d.currency)} tahsil edilecek${d.method === "card" ? " (iyzico, misafirin kartından)" : ""}; kalanı misafire bırakılır. Bir depozitodan yalnızca bir kez tahsilat yapılabilir.`,
        confirmLabel: "Tahsil et",
        danger: true,
      });
      if (!sure) return;
    }
    const done = await form.run(
      values,
      (body) => api.v1.post("/admin/security-deposits/{id}/capture", { params: { id: d.id }, body }),
      "Depozitodan tahsilat yapıldı.",
    );
    if (done) {
      onDone();
      onClose();
    }
  }

  return (
    <FormDialog
      open
      title="Depozitodan tahsil et"
      busy={form.busy}
      serverError={form.serverError}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Tahsil et"
    >
      <p className="text-sm">
        Tutulan depozito: <strong>{money(d.amount, d.currency)}</strong>
      </p>
      <TextField
        label={`Tahsil edilecek tutar (${d.currency})`}
        name="amount"
        inputMode="decimal"
        required
        defaultValue={moneyInputValue(d.amount)}
        error={form.errors.amount}
      />
      <TextareaField label="Neden (hasar)" name="reason" rows={2} required error={form.errors.reason} />
    </FormDialog>
  );
}

export function DepositRow({ deposit: d, onChanged }: { deposit: SecurityDeposit; onChanged: () => void }) {
  const { api } = useSession();
  const confirm = useConfirm();
  const [capturing, setCapturing] = useState(false);
  const { busy, run } = useRowAction(onChanged);
  const [label, tone] = STATE_LABELS[d.state];

  async function release() {
    const sure = await confirm({
      title: "Depozito iade edilsin mi?",
      message:
        d.method === "card"
          ? `Misafirin kartındaki ${money(d.amount, d.currency)} provizyon iyzico üzerinden kaldırılacak.`
          : `${money(d.amount, d.currency)} misafire elden iade edildi olarak kaydedilecek.`,
      confirmLabel: "İade et",
    });
    if (!sure) return;
    await run(async () => {
      await api.v1.post("/admin/security-deposits/{id}/release", { params: { id: d.id }, body: {} });
      return "Depozito iade edildi.";
    });
  }

  return (
    <li className="space-y-2 px-4 py-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <span className="font-medium">{money(d.amount, d.currency)}</span>
        <span>{METHOD_LABELS[d.method]}</span>
        <Badge tone={tone}>{label}</Badge>
        <span className="text-slate-600 dark:text-slate-400">{moment(d.held_at ?? d.created_at)}</span>
      </div>
      {d.state === "captured" && d.captured_amount !== null ? (
        <p>
          Tahsil edilen: <strong>{money(d.captured_amount, d.currency)}</strong> — {d.capture_reason}
        </p>
      ) : null}
      {d.message ? <p className="text-red-700 dark:text-red-300">Sağlayıcının yanıtı: {d.message}</p> : null}
      {d.state === "held" ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="danger" disabled={busy} onClick={() => setCapturing(true)}>
            Tahsil et
          </Button>
          <Button busy={busy} onClick={release}>
            İade et
          </Button>
        </div>
      ) : null}
      {capturing ? <CaptureDialog deposit={d} onClose={() => setCapturing(false)} onDone={onChanged} /> : null}
    </li>
  );
}
