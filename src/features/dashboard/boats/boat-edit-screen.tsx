"use client";

/** /dashboard/boats/[id]: one boat in tabs — details, prices, extras, closings, images, iCal, comments, inventory. */
import { DashboardLink as Link } from "@/features/dashboard/dashboard-link";
import { useParams } from "next/navigation";
import { useEffect, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs } from "@/components/ui/tabs";
import { useApiQuery } from "../api/use-api-query";
import { PageHeader } from "../shell/page-header";
import { BoatClosings } from "./boat-closings";
import { BoatComments } from "./boat-comments";
import { BoatExtras } from "./boat-extras";
import { BoatForm } from "./boat-form";
import { BoatIcal } from "./boat-ical";
import { BoatImages } from "./boat-images";
import { BoatInventory } from "./boat-inventory";
import type { BoatDetail } from "./boat-types";
import { PricePeriods } from "./price-periods";

const TABS = [
  { id: "details", label: "Bilgiler" },
  { id: "prices", label: "Fiyatlar" },
  { id: "extras", label: "Ekstralar" },
  { id: "closings", label: "Kapalı tarihler" },
  { id: "images", label: "Görseller" },
  { id: "ical", label: "iCal" },
  { id: "comments", label: "Yorumlar" },
  { id: "inventory", label: "Envanter" },
];

export function BoatEditScreen() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const boat = useApiQuery<BoatDetail>(Number.isInteger(id) && id > 0 ? `/admin/boats/${id}` : null);
  const [tab, setTab] = useState("details");
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    const hash = window.location.hash.slice(1);
    if (TABS.some((t) => t.id === hash)) setTab(hash);
  }, []);

  const changeTab = (next: string) => {
    setTab(next);
    history.replaceState(null, "", `#${next}`);
  };

  if (boat.error && !boat.data) {
    return (
      <>
        <PageHeader title="Tekne" />
        <p role="alert" className="text-red-700 dark:text-red-400">
          {boat.error}
        </p>
      </>
    );
  }
  const data = boat.data;
  if (!data) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  const reload = () => void boat.reload();

  return (
    <>
      <PageHeader
        title={data.name}
        description={`${data.type_name} · ${data.marina_name}${data.owner_name ? ` · ${data.owner_name}` : ""}`}
        actions={
          <>
            {data.active ? <Badge tone="success">Yayında</Badge> : <Badge tone="warning">Yayında değil</Badge>}
            {data.active ? (
              <a
                href={`/boat/${data.slug}`}
                target="_blank"
                rel="noreferrer"
                className={buttonClass("secondary", "sm")}
              >
                Sitede gör ↗
              </a>
            ) : null}
            <Link href="/dashboard/boats" className={buttonClass("ghost", "sm")}>
              ← Tekneler
            </Link>
          </>
        }
      />
      <Tabs tabs={TABS} value={tab} onChange={changeTab} label="Tekne bölümleri">
        {tab === "details" ? (
          <BoatForm
            key={formKey}
            boat={data}
            onSaved={(saved) => {
              boat.setData({ ...data, ...saved });
              setFormKey((k) => k + 1);
            }}
          />
        ) : tab === "prices" ? (
          <PricePeriods boatId={data.id} prices={data.prices} onChanged={reload} />
        ) : tab === "extras" ? (
          <BoatExtras boatId={data.id} defaultCurrency={data.prices[0]?.currency ?? "EUR"} />
        ) : tab === "closings" ? (
          <BoatClosings boatId={data.id} dates={data.dates} onChanged={reload} />
        ) : tab === "images" ? (
          <BoatImages boatId={data.id} images={data.images} onChanged={reload} />
        ) : tab === "ical" ? (
          <BoatIcal boat={data} onChanged={reload} />
        ) : tab === "inventory" ? (
          <BoatInventory boatId={data.id} />
        ) : (
          <BoatComments comments={data.comments} onChanged={reload} />
        )}
      </Tabs>
    </>
  );
}
