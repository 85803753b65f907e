import { AuditScreen } from "@/features/dashboard/audit/audit-screen";

export const metadata = { title: "Değişiklik Kaydı" };

export default function AuditPage() {
  return <AuditScreen />;
}
