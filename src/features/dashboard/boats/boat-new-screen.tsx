"use client";

/** /dashboard/boats/new: the details form; after saving, the edit page opens on the images tab. */
import { DashboardLink as Link } from "@/features/dashboard/dashboard-link";
import { useRouter } from "next/navigation";
import { buttonClass } from "@/components/ui/button";
import { PageHeader } from "../shell/page-header";
import { BoatForm } from "./boat-form";

export function BoatNewScreen() {
  const router = useRouter();
  return (
    <>
      <PageHeader
        title="Yeni tekne"
        description="Önce bilgileri kaydedin; ardından görselleri, fiyatları ve kapalı tarihleri ekleyebilirsiniz."
        actions={
          <Link href="/dashboard/boats" className={buttonClass("ghost", "sm")}>
            ← Tekneler
          </Link>
        }
      />
      <BoatForm onSaved={(boat) => router.push(`/dashboard/boats/${boat.id}#images`)} />
    </>
  );
}
