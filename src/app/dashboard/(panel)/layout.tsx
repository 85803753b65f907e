import { DashboardShell } from "@/features/dashboard/shell/dashboard-shell";

/** Every dashboard page except /dashboard/login: side menu / hamburger, header, session gate (spec §2). */
export default function PanelLayout({ children }: { children: React.ReactNode }) {
  return <DashboardShell>{children}</DashboardShell>;
}
