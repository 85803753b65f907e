import { ReservationNewScreen } from "@/features/dashboard/reservations/reservation-new-screen";

export const metadata = { title: "Yeni rezervasyon" };

export default function NewReservationPage() {
  return <ReservationNewScreen />;
}
