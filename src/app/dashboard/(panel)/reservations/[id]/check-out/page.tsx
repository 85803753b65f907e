import { InspectionScreen } from "@/features/dashboard/quay/inspection-screen";

export const metadata = { title: "Check-out" };

export default function CheckOutPage() {
  return <InspectionScreen kind="checkout" />;
}
