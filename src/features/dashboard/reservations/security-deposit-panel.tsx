"use client";

/**
 * The damage deposit of a reservation on /dashboard/reservations/[id] (issue 30): the boat's amount, each deposit
 * (held on the guest's card through iyzico, or taken by hand) with its state, and the actions on a held one —
 * keep part or all of it for damage with a reason (once), or give it back. A deposit taken by hand is recorded
 * here too. A refusal of iyzico shows its words (the API's message).
 */
import { useId, useState } from "react";
import type { z } from "zod";
import { Badge, type Tone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm";
import { FormError, SelectField, TextareaField, TextField } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import {
  captureDepositBody,
  manualDepositBody,
  type reservationSecurityDepositsSchema,
  type SecurityDeposit,
} from "@/shared/security-deposits";
import { errorMessage } from "../api/client";
import { useApiQuery } from "../api/use-api-query";
import { FormDialog } from "../content/form-dialog";
import { useSaveForm } from "../content/use-save-form";
import { money, moneyInputValue, moment, parseMoneyInput } from "../format";
import { useSession } from "../session/session-context";

type Deposits = z.infer<typeof reservationSecurityDepositsSchema>;

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

function DepositRow({ deposit: d, onChanged }: { deposit: SecurityDeposit; onChanged: () => void }) {
  const { api } = useSession();
  const toast = useToast();
  const confirm = useConfirm();
  const [capturing, setCapturing] = useState(false);
  const [busy, setBusy] = useState(false);
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
    setBusy(true);
    try {
      await api.v1.post("/admin/security-deposits/{id}/release", { params: { id: d.id }, body: {} });
      toast.success("Depozito iade edildi.");
      onChanged();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
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

function ManualDepositForm({
  deposits,
  reservationId,
  onSaved,
}: {
  deposits: Deposits;
  reservationId: number;
  onSaved: () => void;
}) {
  const { api } = useSession();
  const form = useSaveForm(manualDepositBody);
  const [formKey, setFormKey] = useState(0);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = { method: data.get("method"), amount: parseMoneyInput(String(data.get("amount") ?? "")) };
    const saved = await form.run(
      values,
      (body) => api.v1.post("/admin/reservations/{id}/security-deposits", { params: { id: reservationId }, body }),
      "Depozito kaydedildi.",
    );
    if (saved) {
      setFormKey((k) => k + 1);
      onSaved();
    }
  }

  return (
    <form
      key={formKey}
      noValidate
      onSubmit={submit}
      aria-label="Elden alınan depozitoyu kaydet"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3 dark:border-slate-700 dark:bg-slate-900"
    >
      <SelectField
        label="Yöntem"
        name="method"
        defaultValue="cash"
        options={[
          { value: "cash", label: "Nakit" },
          { value: "bank_transfer", label: "Havale/EFT" },
        ]}
        error={form.errors.method}
      />
      <TextField
        label={`Tutar (${deposits.currency})`}
        name="amount"
        inputMode="decimal"
        defaultValue={deposits.boat_amount ? moneyInputValue(deposits.boat_amount) : ""}
        error={form.errors.amount}
      />
      <div className="flex items-end gap-3">
        <Button type="submit" busy={form.busy}>
          Elden alınan depozitoyu kaydet
        </Button>
      </div>
      <FormError message={form.serverError} />
    </form>
  );
}

/** The boat's amount, how the deposit can be taken (card hold or by hand, and why not by card), and the lapse note. */
export function DepositIntro({ deposits }: { deposits: Deposits }) {
  return (
    <>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Teknenin depozitosu:{" "}
        <strong>{deposits.boat_amount ? money(deposits.boat_amount, deposits.currency) : "tanımlı değil"}</strong>.{" "}
        {deposits.card_holds
          ? "Misafir depozitoyu rezervasyon sayfasından kartında ayırabilir (iyzico ön provizyon: para çekilmez)."
          : deposits.paytr_only
            ? "PayTR ön provizyon desteklemez: depozito teslimde elden alınır ve burada kaydedilir."
            : "Kartla ayırma kapalı (iyzico yapılandırılmamış): depozito elden alınır ve burada kaydedilir."}
      </p>
      <p className="text-sm text-amber-800 dark:text-amber-200">
        Kartta tutulan depozito tahsil edilmezse bankanın kurallarına göre bir süre sonra kendiliğinden düşer; çıkışta
        iade edin veya hasar varsa tahsil edin.
      </p>
    </>
  );
}

/** `onChanged`: the reservation screen reloads too (a capture adds a row to its payments). */
export function SecurityDepositPanel({ reservationId, onChanged }: { reservationId: number; onChanged?: () => void }) {
  const titleId = useId();
  const query = useApiQuery<Deposits>(`/admin/reservations/${reservationId}/security-deposits`);
  const deposits = query.data;
  if (!deposits) return null;
  const reload = () => {
    void query.reload();
    onChanged?.();
  };
  const shown = deposits.items.filter((d) => d.state !== "started");
  const open = deposits.items.some((d) => ["held", "capturing", "releasing"].includes(d.state));
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h2 id={titleId} className="text-lg font-semibold">
        Hasar depozitosu
      </h2>
      <DepositIntro deposits={deposits} />
      {shown.length > 0 ? (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
          {shown.map((d) => (
            <DepositRow key={d.id} deposit={d} onChanged={reload} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">Henüz depozito alınmadı.</p>
      )}
      {open ? null : <ManualDepositForm deposits={deposits} reservationId={reservationId} onSaved={reload} />}
    </section>
  );
}
