import { GuestRequestsScreen } from "@/features/dashboard/reservations/guest-requests-screen";

export const metadata = { title: "Misafir Talepleri" };

export default function GuestRequestsPage() {
  return <GuestRequestsScreen />;
}
