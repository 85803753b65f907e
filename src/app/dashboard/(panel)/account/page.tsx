import { AccountScreen } from "@/features/dashboard/account/account-screen";

export const metadata = { title: "Hesabım" };

export default function AccountPage() {
  return <AccountScreen />;
}
