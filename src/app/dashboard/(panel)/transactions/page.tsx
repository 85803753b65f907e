import { TransactionsScreen } from "@/features/dashboard/transactions/transactions-screen";

export const metadata = { title: "Ödemeler" };

export default function TransactionsPage() {
  return <TransactionsScreen />;
}
