"use client";

/**
 * Edit and void of payments for a table (the transactions screen, a reservation's payments panel), and for an
 * online card payment its refund through the provider, "Durumu sorgula" while a refund of it waits for the provider's
 * answer, and, when it is flagged, "looked at":
 * `actions(t)` gives the row's buttons (ADMIN only; none on a voided row), `dialogs` the open dialog,
 * `rowProps` strikes a voided row through. `onChanged` runs after any of them.
 */
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { money, moment } from "../format";
import { KIND_LABELS, type Transaction } from "../reservations/reservation-types";
import { useSession } from "../session/session-context";
import { AttentionNote } from "./attention-note";
import { EditTransactionDialog } from "./edit-transaction-dialog";
import { RefundDialog } from "./refund-dialog";
import { PendingRefundNote, RefundInquiryButton } from "./refund-inquiry";
import { ResolveAttentionDialog } from "./resolve-attention-dialog";
import { VoidTransactionDialog } from "./void-transaction-dialog";

/** The signed amount (a refund negative), struck through when voided. */
export function AmountCell({ transaction: t }: { transaction: Transaction }) {
  const text = t.kind === "refund" ? `−${money(t.amount, t.currency)}` : money(t.amount, t.currency);
  return t.voided_at ? <s className="whitespace-nowrap">{text}</s> : <span className="whitespace-nowrap">{text}</span>;
}

/**
 * "Geçerli", or "İptal edildi" with the reason and the moment; "düzeltildi" after a correction; a flagged card
 * payment says why (AttentionNote).
 */
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
  const state = t.updated_at ? <Badge tone="info">Düzeltildi</Badge> : <Badge tone="success">Geçerli</Badge>;
  if (t.attention.length === 0 && !t.refund_pending) return state;
  return (
    <span className="block min-w-48">
      {state}
      {t.attention.length > 0 ? <AttentionNote transaction={t} /> : null}
      <PendingRefundNote transaction={t} />
    </span>
  );
}

/** An online card payment with something left to give back through its provider. */
export const refundable = (t: Transaction) =>
  t.provider !== null && t.kind !== "refund" && t.voided_at === null && (t.refundable ?? 0) > 0;

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
  const [refunding, setRefunding] = useState<Transaction | null>(null);
  const [resolving, setResolving] = useState<Transaction | null>(null);

  const actions = (t: Transaction) => {
    if (!isAdmin || t.voided_at) return null;
    const what = `${t.reservation_code} ${KIND_LABELS[t.kind]} ${money(t.amount, t.currency)}`;
    return (
      <span className="flex flex-wrap gap-2">
        {refundable(t) ? (
          <Button size="sm" variant="danger" aria-label={`İade et: ${what}`} onClick={() => setRefunding(t)}>
            İade et
          </Button>
        ) : null}
        {t.refund_pending ? <RefundInquiryButton transaction={t} onChanged={onChanged} /> : null}
        {t.attention_open ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`İncelendi olarak işaretle: ${what}`}
            onClick={() => setResolving(t)}
          >
            İncelendi
          </Button>
        ) : null}
        {t.provider === null ? (
          // An online card payment is the provider's record: it is refunded or voided, never edited (ONLINE_PAYMENT).
          <Button size="sm" variant="secondary" aria-label={`Düzelt: ${what}`} onClick={() => setEditing(t)}>
            Düzelt
          </Button>
        ) : null}
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
      {refunding ? (
        <RefundDialog transaction={refunding} onClose={() => setRefunding(null)} onRefunded={onChanged} />
      ) : null}
      {resolving ? (
        <ResolveAttentionDialog transaction={resolving} onClose={() => setResolving(null)} onResolved={onChanged} />
      ) : null}
    </>
  );

  return { canChange: isAdmin, actions, dialogs };
}
