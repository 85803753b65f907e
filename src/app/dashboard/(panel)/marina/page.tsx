import { MarinasScreen } from "@/features/dashboard/lookups/marinas-screen";

export const metadata = { title: "Marinalar" };

export default function MarinaPage() {
  return <MarinasScreen />;
}
