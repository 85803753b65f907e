import { TeamScreen } from "@/features/dashboard/website/team-screen";

export const metadata = { title: "Ekibimiz" };

export default function TeamPage() {
  return <TeamScreen />;
}
