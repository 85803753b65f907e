import { DistrictsScreen } from "@/features/dashboard/lookups/districts-screen";

export const metadata = { title: "Tekne Bölgeleri" };

export default function TownDistrictPage() {
  return <DistrictsScreen />;
}
