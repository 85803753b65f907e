import { getTranslations } from "next-intl/server";
import { NotFoundView } from "@/features/site/content/not-found-view";

/** An unknown or inactive boat. */
export default async function BoatNotFound() {
  const t = await getTranslations("ContentNotFound");
  return <NotFoundView title={t("boatTitle")} text={t("boatText")} />;
}
