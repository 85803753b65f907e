import Link from "next/link";
import type { BoatCard as Card } from "@/server/search/schemas";
import { BoatCard } from "../boats/boat-card";
import { HomeSection } from "./section";

/** The boat of the month: its card beside a short description; nothing when staff chose none. */
export function BoatOfMonth({ boat }: { boat: Card | undefined }) {
  if (!boat) return null;
  return (
    <HomeSection id="ayin-teknesi" title="Ayın Teknesi" tone="tinted">
      <div className="grid gap-8 lg:grid-cols-2 lg:items-center">
        <div className="mx-auto w-full max-w-xl lg:max-w-none">
          <BoatCard boat={boat} />
        </div>
        <div>
          <p className="text-lg font-semibold text-sea-900 dark:text-white">{boat.name}</p>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            {boat.type.name} · {boat.marina.name}, {boat.district.name} ({boat.district.town}). En fazla {boat.guests}{" "}
            misafir
            {boat.cabins > 0 ? `, ${boat.cabins} kabin` : ""}
            {boat.length_m ? `, ${boat.length_m.toLocaleString("tr-TR")} metre` : ""}.
          </p>
          <Link
            href={`/boat/${boat.slug}`}
            className="mt-6 inline-flex rounded-md bg-sea-700 px-5 py-3 font-semibold text-white hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600"
          >
            Tekneyi incele<span className="sr-only">: {boat.name}</span>
          </Link>
        </div>
      </div>
    </HomeSection>
  );
}
