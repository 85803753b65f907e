import { DashboardHome } from "@/features/dashboard/home/dashboard-home";

export default function DashboardHomePage() {
  return <DashboardHome />;
}
