import { VitalsScreen } from "@/features/dashboard/vitals/vitals-screen";

export const metadata = { title: "Site Hızı" };

export default function VitalsPage() {
  return <VitalsScreen />;
}
