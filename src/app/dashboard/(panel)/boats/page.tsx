import { BoatsScreen } from "@/features/dashboard/boats/boats-screen";

export const metadata = { title: "Tekneler" };

export default function BoatsPage() {
  return <BoatsScreen />;
}
