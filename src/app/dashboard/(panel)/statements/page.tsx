import { StatementsScreen } from "@/features/dashboard/statements/statements-screen";

export const metadata = { title: "Hesap Dökümü" };

export default function StatementsPage() {
  return <StatementsScreen />;
}
