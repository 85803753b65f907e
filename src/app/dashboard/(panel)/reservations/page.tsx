import { ReservationsScreen } from "@/features/dashboard/reservations/reservations-screen";

export const metadata = { title: "Rezervasyonlar" };

export default function ReservationsPage() {
  return <ReservationsScreen />;
}
