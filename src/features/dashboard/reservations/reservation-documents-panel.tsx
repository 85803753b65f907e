"use client";

/**
 * The reservation's documents on its dashboard screen: the confirmation / proforma and the charter contract as
 * PDFs (ADMIN, and the boat's OWNER). A cancelled or expired reservation's are marked void on the page itself.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { RESERVATION_DOCUMENT_LABELS, type ReservationDocumentKind } from "@/shared/reservation-documents";
import { errorMessage } from "../api/client";
import { useSession } from "../session/session-context";

const FILE_SUFFIX: Record<ReservationDocumentKind, string> = { confirmation: "onay", contract: "sozlesme" };
const KINDS: ReservationDocumentKind[] = ["confirmation", "contract"];

export function ReservationDocumentsPanel({ reservation }: { reservation: { id: number; code: string } }) {
  const { api } = useSession();
  const toast = useToast();
  const [busy, setBusy] = useState<ReservationDocumentKind | null>(null);

  async function download(kind: ReservationDocumentKind) {
    setBusy(kind);
    try {
      await api.download(
        `/admin/reservations/${reservation.id}/documents/${kind}`,
        `LIMAN-${reservation.code}-${FILE_SUFFIX[kind]}.pdf`,
      );
      toast.success("PDF indirildi.");
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="documents-title" className="space-y-2">
      <h2 id="documents-title" className="text-lg font-semibold">
        Belgeler
      </h2>
      <div className="flex flex-wrap gap-2">
        {KINDS.map((kind) => (
          <Button key={kind} variant="secondary" onClick={() => download(kind)} busy={busy === kind}>
            {RESERVATION_DOCUMENT_LABELS[kind]} (PDF)
          </Button>
        ))}
      </div>
    </section>
  );
}
