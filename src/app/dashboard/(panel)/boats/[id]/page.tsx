import { BoatEditScreen } from "@/features/dashboard/boats/boat-edit-screen";

export const metadata = { title: "Tekne düzenle" };

export default function BoatEditPage() {
  return <BoatEditScreen />;
}
