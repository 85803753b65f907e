import { NotFoundView } from "@/features/site/content/not-found-view";

/** An unknown or inactive boat. */
export default function BoatNotFound() {
  return (
    <NotFoundView
      title="Tekne bulunamadı"
      text="Aradığınız tekne yayından kaldırılmış ya da adresi değişmiş olabilir. Benzer teknelere göz atabilirsiniz."
    />
  );
}
