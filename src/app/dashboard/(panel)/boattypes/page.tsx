import { BoatTypesScreen } from "@/features/dashboard/lookups/boat-types-screen";

export const metadata = { title: "Tekne Tipleri" };

export default function BoatTypesPage() {
  return <BoatTypesScreen />;
}
