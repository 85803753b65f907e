import { BoatNewScreen } from "@/features/dashboard/boats/boat-new-screen";

export const metadata = { title: "Yeni tekne" };

export default function NewBoatPage() {
  return <BoatNewScreen />;
}
