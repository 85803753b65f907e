import { NotFoundView } from "@/features/site/content/not-found-view";

/** Any public address that does not exist: a Turkish 404 inside the site's header and footer. */
export default function SiteNotFound() {
  return (
    <NotFoundView
      title="Sayfa bulunamadı"
      text="Aradığınız sayfa taşınmış ya da kaldırılmış olabilir. Tekneleri inceleyerek devam edebilirsiniz."
    />
  );
}
