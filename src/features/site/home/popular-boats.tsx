import Link from "next/link";
import type { BoatCard as Card } from "@/server/search/schemas";
import { BoatGrid } from "../boats/boat-card";
import { HomeSection } from "./section";

/** The boats staff flagged popular, or a link to every boat while none is. */
export function PopularBoats({ boats }: { boats: Card[] }) {
  return (
    <HomeSection
      id="populer-tekneler"
      title="Popüler Tekneler"
      lead="Misafirlerimizin en çok tercih ettiği tekneler."
      more={{ href: "/listing?order=popular", label: "Tüm kiralık tekneler" }}
    >
      {boats.length > 0 ? (
        <BoatGrid boats={boats} />
      ) : (
        <p className="text-slate-600 dark:text-slate-300">
          Henüz popüler tekne seçilmedi.{" "}
          <Link href="/listing" className="font-semibold text-sea-700 underline dark:text-sky-300">
            Tüm tekneleri görün
          </Link>
          .
        </p>
      )}
    </HomeSection>
  );
}
