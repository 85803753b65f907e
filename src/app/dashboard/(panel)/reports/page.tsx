import { ReportsScreen } from "@/features/dashboard/reports/reports-screen";

export const metadata = { title: "Raporlar" };

export default function ReportsPage() {
  return <ReportsScreen />;
}
