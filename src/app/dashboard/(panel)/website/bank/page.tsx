import { BanksScreen } from "@/features/dashboard/website/banks-screen";

export const metadata = { title: "Banka Hesapları" };

export default function BanksPage() {
  return <BanksScreen />;
}
