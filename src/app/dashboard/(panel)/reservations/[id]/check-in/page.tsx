import { InspectionScreen } from "@/features/dashboard/quay/inspection-screen";

export const metadata = { title: "Check-in" };

export default function CheckInPage() {
  return <InspectionScreen kind="checkin" />;
}
