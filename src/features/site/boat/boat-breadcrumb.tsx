import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import type { PublicBoat } from "@/shared/public-boat";
import { typeHref } from "../shell/nav-links";

/** Home › rent or sale listing › the boat's type › the boat. */
export function BoatBreadcrumb({ boat }: { boat: PublicBoat }) {
  const t = useTranslations("BoatBreadcrumb");
  return (
    <nav aria-label={t("label")} className="text-sm text-slate-600 dark:text-slate-400">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link href="/" className="hover:underline">
            {t("home")}
          </Link>{" "}
          ›
        </li>
        <li>
          <Link href={boat.for_rent ? "/listing" : "/listingsale"} className="hover:underline">
            {boat.for_rent ? t("rent") : t("sale")}
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
