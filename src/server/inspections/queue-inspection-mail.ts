import "server-only";
import { formatDateTime } from "../../lib/locale-format";
import type { DbOrTx } from "../db/client";
import { queueReservationMails } from "../mail/queue-reservation-mails";
import { INSPECTION_LABELS } from "./inspection-labels";
import { protocolUrl } from "./protocol-link";
import type { InspectionKind } from "./schemas";

/**
 * Queues the guest's mail of a saved inspection (template `inspection_saved`, in the reservation's language) in
 * the inspection's transaction: it links the protocol PDF by the inspection's own token, so the guest has the
 * signed protocol without signing in (docs/decisions/0046-inspection-protocols.md).
 */
export async function queueInspectionMail(
  tx: DbOrTx,
  reservationId: number,
  kind: InspectionKind,
  token: string,
  at: Date,
) {
  return queueReservationMails(tx, reservationId, {
    guest: "inspection_saved",
    guestVars: (mail) => ({
      inspection_kind: INSPECTION_LABELS[mail.locale].kindWords(kind),
      inspection_time: formatDateTime(at, mail.locale),
      protocol_url: protocolUrl(token),
    }),
  });
}
