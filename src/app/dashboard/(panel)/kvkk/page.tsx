import { KvkkScreen } from "@/features/dashboard/kvkk/kvkk-screen";

export const metadata = { title: "KVKK Talepleri" };

export default function KvkkPage() {
  return <KvkkScreen />;
}
