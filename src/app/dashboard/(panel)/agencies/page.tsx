import { AgenciesScreen } from "@/features/dashboard/agencies/agencies-screen";

export const metadata = { title: "Acenteler" };

export default function AgenciesPage() {
  return <AgenciesScreen />;
}
