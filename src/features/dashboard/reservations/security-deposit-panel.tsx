"use client";

/**
 * The damage deposit of a reservation on /dashboard/reservations/[id] (issue 30): the boat's amount, each deposit
 * (held on the guest's card through iyzico, or taken by hand) with its state, and the actions on a held one —
 * keep part or all of it for damage with a reason (once), or give it back. A deposit taken by hand is recorded
 * here too. A refusal of iyzico shows its words (the API's message).
 */
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError, SelectField, TextField } from "@/components/ui/field";
import { manualDepositBody } from "@/shared/security-deposits";
import { useApiQuery } from "../api/use-api-query";
import { useSaveForm } from "../content/use-save-form";
import { money, moneyInputValue, parseMoneyInput } from "../format";
import { useSession } from "../session/session-context";
import { DepositRow, type Deposits } from "./deposit-row";

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

/** The panel's anchor on the reservation page (the check-out screen links to it). */
export const DEPOSIT_SECTION = "hasar-depozitosu";

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
    <section id={DEPOSIT_SECTION} aria-labelledby={titleId} className="scroll-mt-4 space-y-3">
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
