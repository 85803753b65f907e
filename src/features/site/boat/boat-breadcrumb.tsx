import Link from "next/link";
import type { PublicBoat } from "@/server/website/boat/public-boat-schema";
import { typeHref } from "../shell/nav-links";

/** Home › rent or sale listing › the boat's type › the boat. */
export function BoatBreadcrumb({ boat }: { boat: PublicBoat }) {
  return (
    <nav aria-label="Sayfa yolu" className="text-sm text-slate-600 dark:text-slate-400">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link href="/" className="hover:underline">
            Ana Sayfa
          </Link>{" "}
          ›
        </li>
        <li>
          <Link href={boat.for_rent ? "/listing" : "/listingsale"} className="hover:underline">
            {boat.for_rent ? "Kiralık Tekneler" : "Satılık Tekneler"}
          </Link>{" "}
          ›
        </li>
        <li>
          <Link
            href={boat.for_rent ? typeHref(boat.type.id) : `/listingsale?types=${boat.type.id}`}
            className="hover:underline"
          >
            {boat.type.name}
          </Link>{" "}
          ›
        </li>
        <li aria-current="page" className="font-medium text-slate-900 dark:text-white">
          {boat.name}
        </li>
      </ol>
    </nav>
  );
}
