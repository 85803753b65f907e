import { ReservationDetailScreen } from "@/features/dashboard/reservations/reservation-detail-screen";

export const metadata = { title: "Rezervasyon" };

export default function ReservationPage() {
  return <ReservationDetailScreen />;
}
