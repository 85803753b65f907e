import { getTranslations } from "next-intl/server";
import { NotFoundView } from "@/features/site/content/not-found-view";

/** Any public address that does not exist: a 404 in the page's language inside the site's header and footer. */
export default async function SiteNotFound() {
  const t = await getTranslations("NotFound");
  return <NotFoundView title={t("title")} text={t("text")} />;
}
