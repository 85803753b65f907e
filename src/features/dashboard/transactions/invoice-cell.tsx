"use client";

/**
 * A payment's invoice on its row (issue 32): the e-Arşiv number once issued; "Hata" with Paraşüt's words when it
 * failed, and for an ADMIN "Yeniden dene" (a new e-Arşiv of the same sales invoice); a note for the accountant when
 * the payment was voided or corrected after invoicing. A refund has none ("—").
 */
import { Badge, type Tone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Invoice } from "@/shared/invoices";
import { errorText } from "@/shared/messages/error-text";
import { useRowAction } from "../api/use-row-action";
import type { Transaction } from "../reservations/reservation-types";
import { useSession } from "../session/session-context";

export const INVOICE_STATES: Record<Invoice["state"], { label: string; tone: Tone }> = {
  queued: { label: "Sırada", tone: "neutral" },
  archiving: { label: "e-Arşiv bekleniyor", tone: "info" },
  done: { label: "Kesildi", tone: "success" },
  failed: { label: "Hata", tone: "danger" },
  skipped: { label: "Kesilmedi", tone: "neutral" },
};

/** Why it failed or was skipped: Paraşüt's words verbatim, or our reason worded from the error catalogue. */
export function invoiceProblem(i: Pick<Invoice, "state" | "error" | "reason">): string | null {
  if (i.state === "done") return null;
  if (i.reason) return errorText("tr", `invoices.reasons.${i.reason}`) ?? i.reason;
  if (i.error) return i.state === "failed" ? `Paraşüt: ${i.error}` : i.error;
  return null;
}

export const FLAGGED_TEXT = "Ödeme fatura kesildikten sonra iptal edildi ya da düzeltildi: muhasebeye bildirin.";

export function InvoiceCell({ transaction: t, onChanged }: { transaction: Transaction; onChanged: () => void }) {
  const { api, isAdmin } = useSession();
  const { busy, run } = useRowAction(onChanged);
  const invoice = t.invoice;
  if (!invoice) return "—";
  const state = INVOICE_STATES[invoice.state];
  const problem = invoiceProblem(invoice);

  const retry = (id: number) =>
    run(async () => {
      await api.v1.post("/admin/invoices/{id}/retry", { params: { id } });
      return "Fatura yeniden sıraya alındı.";
    });

  return (
    <span className="block min-w-32 space-y-1" data-invoice-state={invoice.state}>
      {invoice.state === "done" && invoice.number ? (
        <span className="block font-mono text-xs whitespace-nowrap">{invoice.number}</span>
      ) : (
        <Badge tone={state.tone}>{state.label}</Badge>
      )}
      {invoice.flagged ? (
        <span className="block text-xs text-amber-800 dark:text-amber-200">{FLAGGED_TEXT}</span>
      ) : null}
      {problem ? <span className="block max-w-64 text-xs text-red-800 dark:text-red-200">{problem}</span> : null}
      {isAdmin && invoice.retryable ? (
        <Button size="sm" variant="secondary" busy={busy} onClick={() => retry(invoice.id)}>
          Faturayı yeniden dene
        </Button>
      ) : null}
    </span>
  );
}
