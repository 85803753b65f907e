import { SubscribersScreen } from "@/features/dashboard/subscribers/subscribers-screen";

export const metadata = { title: "Aboneler" };

export default function SubscribersPage() {
  return <SubscribersScreen />;
}
