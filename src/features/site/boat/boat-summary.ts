import type { PublicBoat } from "@/server/website/boat/public-boat-schema";
import { describeHtml } from "../content/page-metadata";

/** One sentence for search results: what the boat is, where it lies and how big it is. */
export function boatSummary(boat: PublicBoat): string {
  const what = boat.for_rent
    ? `Kiralık ${boat.type.name.toLocaleLowerCase("tr-TR")}`
    : `Satılık ${boat.type.name.toLocaleLowerCase("tr-TR")}`;
  const size = [
    boat.length_m ? `${boat.length_m.toLocaleString("tr-TR")} m` : null,
    `${boat.guests} kişi`,
    boat.cabins ? `${boat.cabins} kabin` : null,
  ]
    .filter(Boolean)
    .join(", ");
  return `${boat.name}: ${what}, ${boat.marina.name} (${boat.district.name}). ${size}.`;
}

/** The page description: the summary followed by the start of the boat's own text. */
export function boatDescription(boat: PublicBoat): string {
  const intro = boatSummary(boat);
  return describeHtml(`${intro} ${boat.description}`, intro);
}
