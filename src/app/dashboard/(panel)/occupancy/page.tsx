import { OccupancyScreen } from "@/features/dashboard/occupancy/occupancy-screen";

export const metadata = { title: "Doluluk Takvimi" };

export default function OccupancyPage() {
  return <OccupancyScreen />;
}
