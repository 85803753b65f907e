import { DiscountsScreen } from "@/features/dashboard/discounts/discounts-screen";

export const metadata = { title: "İndirimler" };

export default function DiscountsPage() {
  return <DiscountsScreen />;
}
