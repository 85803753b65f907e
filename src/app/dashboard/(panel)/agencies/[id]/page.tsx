import { AgencyDetailScreen } from "@/features/dashboard/agencies/agency-detail-screen";

export const metadata = { title: "Acente" };

export default function AgencyPage() {
  return <AgencyDetailScreen />;
}
