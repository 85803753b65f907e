import { CancellationTiersScreen } from "@/features/dashboard/settings/cancellation-tiers-screen";

export const metadata = { title: "İptal Kademeleri" };

/** /dashboard/settings/cancellation (ADMIN): the cancellation tiers, a list rather than the sections' fields. */
export default function CancellationSettingsPage() {
  return <CancellationTiersScreen />;
}
