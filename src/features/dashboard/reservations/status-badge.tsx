import { Badge } from "@/components/ui/badge";
import { STATUS_LABELS, STATUS_TONES, type ReservationStatus } from "./reservation-types";

export function StatusBadge({ status }: { status: ReservationStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}
