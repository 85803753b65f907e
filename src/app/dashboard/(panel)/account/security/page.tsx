import type { Metadata } from "next";
import { SecurityScreen } from "@/features/dashboard/account/security-screen";

export const metadata: Metadata = { title: "Hesap güvenliği" };

export default function AccountSecurityPage() {
  return <SecurityScreen />;
}
