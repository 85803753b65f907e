import { UsersScreen } from "@/features/dashboard/users/users-screen";

export const metadata = { title: "Kullanıcılar" };

export default function UsersPage() {
  return <UsersScreen />;
}
