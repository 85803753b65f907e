"use client";

/**
 * Edit and void of payments for a table (the transactions screen, a reservation's payments panel):
 * `actions(t)` gives the row's buttons (ADMIN only; none on a voided row), `dialogs` the open dialog,
 * `rowProps` strikes a voided row through. `onChanged` runs after a correction or a void.
 */
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { money, moment } from "../format";
import { KIND_LABELS, type Transaction } from "../reservations/reservation-types";
import { useSession } from "../session/session-context";
import { EditTransactionDialog } from "./edit-transaction-dialog";
import { VoidTransactionDialog } from "./void-transaction-dialog";

/** The signed amount (a refund negative), struck through when voided. */
export function AmountCell({ transaction: t }: { transaction: Transaction }) {
  const text = t.kind === "refund" ? `−${money(t.amount, t.currency)}` : money(t.amount, t.currency);
  return t.voided_at ? <s className="whitespace-nowrap">{text}</s> : <span className="whitespace-nowrap">{text}</span>;
}

/** "Geçerli", or "İptal edildi" with the reason and the moment; "düzeltildi" after a correction. */
export function StateCell({ transaction: t }: { transaction: Transaction }) {
  if (t.voided_at) {
    return (
      <span className="block min-w-40">
        <Badge tone="danger">İptal edildi</Badge>
        <span className="mt-1 block text-xs text-slate-700 dark:text-slate-300">
          {t.void_reason} · {moment(t.voided_at)}
        </span>
      </span>
    );
  }
  return t.updated_at ? <Badge tone="info">Düzeltildi</Badge> : <Badge tone="success">Geçerli</Badge>;
}

/** The class of the columns a voided row does not strike through (state, actions). */
export const KEEP_COLUMN = "keep";

/** Voided rows: every cell but the state and the actions struck through and dimmed. */
export const transactionRowProps = (t: Transaction): React.HTMLAttributes<HTMLTableRowElement> =>
  t.voided_at
    ? ({
        className: "text-slate-500 dark:text-slate-400 [&>td:not(.keep)]:line-through",
        "data-voided": "true",
      } as React.HTMLAttributes<HTMLTableRowElement>)
    : {};

export function useTransactionActions(onChanged: () => void) {
  const { isAdmin } = useSession();
  const [editing, setEditing] = useState<Transaction | null>(null);
  const [voiding, setVoiding] = useState<Transaction | null>(null);

  const actions = (t: Transaction) => {
    if (!isAdmin || t.voided_at) return null;
    const what = `${t.reservation_code} ${KIND_LABELS[t.kind]} ${money(t.amount, t.currency)}`;
    return (
      <span className="flex gap-2">
        <Button size="sm" variant="secondary" aria-label={`Düzelt: ${what}`} onClick={() => setEditing(t)}>
          Düzelt
        </Button>
        <Button size="sm" variant="danger" aria-label={`İptal et: ${what}`} onClick={() => setVoiding(t)}>
          İptal et
        </Button>
      </span>
    );
  };

  const dialogs = (
    <>
      {editing ? (
        <EditTransactionDialog transaction={editing} onClose={() => setEditing(null)} onSaved={onChanged} />
      ) : null}
      {voiding ? (
        <VoidTransactionDialog transaction={voiding} onClose={() => setVoiding(null)} onVoided={onChanged} />
      ) : null}
    </>
  );

  return { canChange: isAdmin, actions, dialogs };
}
