import "server-only";
import type { CatalogueBoat } from "./demo-boat-catalogue";
import type { BoatKind } from "./demo-place-names";

/** The English names of the demo boat types (issue 16: shown on /en). */
export const BOAT_TYPE_EN: Record<BoatKind, string> = {
  gulet: "Gulet",
  motoryat: "Motor yacht",
  yelkenli: "Sailing yacht",
  katamaran: "Catamaran",
  gezi: "Day-trip boat",
  surat: "Speedboat",
};

/** English names of the demo marinas where they differ from the Turkish ones. */
export const MARINA_EN: Record<string, string> = {
  "Tarabya Yat Limanı": "Tarabya Yacht Harbour",
  "Kemer Türkiz Marina": "Kemer Turkuaz Marina",
  "İstanbul Kuruçeşme Marina": "Istanbul Kuruçeşme Marina",
};

const ROUTES_EN: Record<string, string> = {
  Bodrum: "Karaada, Orak Island, Aquarium Bay, Gümüşlük and Kos",
  Fethiye: "the 12 Islands of Göcek, Kızılada, Bedri Rahmi Bay, Tersane Bay and Gemiler Island",
  Marmaris: "Kız Kumu, Çiftlik Bay, Turunç, Kumlubük and the Bozburun Peninsula",
  Beşiktaş: "both shores of the Bosphorus, Rumeli Hisarı, Bebek, Kandilli and the Maiden's Tower",
  Kadıköy: "Moda, the Maiden's Tower, the Princes' Islands and the Asian shore of the Bosphorus",
  Sarıyer: "Tarabya, Yeniköy, Anadolu Kavağı and the mouth of the Bosphorus on the Black Sea",
  Kaş: "Kekova, the Sunken City, Simena, Limanağzı and the island of Kastellorizo",
  Kemer: "Phaselis, the Three Islands, Paradise Bay and the Olympos coast",
};

const AMENITY_EN: Record<string, string> = {
  Klima: "Air conditioning",
  Jeneratör: "Generator",
  "Tender bot": "Tender",
  "Güverte duşu": "Deck shower",
  "Güneşlenme minderleri": "Sun cushions",
  "Güneşlenme minderi": "Sun cushion",
  Kano: "Canoe",
  SUP: "SUP board",
  "Şnorkel seti": "Snorkelling gear",
  "Wi-Fi": "Wi-Fi",
  "Su kayağı": "Water skis",
  "Balık tutma takımı": "Fishing gear",
  "Bluetooth ses sistemi": "Bluetooth sound system",
  TV: "TV",
  "Jet ski": "Jet ski",
  "Buz makinesi": "Ice maker",
  Flybridge: "Flybridge",
  Otopilot: "Autopilot",
  "Bimini güneşlik": "Bimini top",
  Buzdolabı: "Fridge",
  "Solar panel": "Solar panel",
  Trampolin: "Trampoline",
  "Su yapıcı": "Watermaker",
  Gölgelik: "Sun awning",
  "Can yeleği": "Life jackets",
  WC: "WC",
  "Öğle yemeği servisi": "Lunch served on board",
  "Şişme simit": "Inflatable ring",
  Buzluk: "Cool box",
};

/** The English names of a demo boat's amenities, keyed by the Turkish ones (boats.amenities_en). */
export function amenityNamesEn(amenities: readonly string[]): Record<string, string> {
  return Object.fromEntries(amenities.flatMap((a) => (AMENITY_EN[a] ? [[a, AMENITY_EN[a]]] : [])));
}

const KIND_WORD: Record<BoatKind, string> = {
  gulet: "gulet",
  motoryat: "motor yacht",
  yelkenli: "sailing yacht",
  katamaran: "catamaran",
  gezi: "day-trip boat",
  surat: "speedboat",
};

const INTROS: Record<BoatKind, string[]> = {
  gulet: [
    "Built by master craftsmen in the boatyards of Bodrum, {name} is a {kind} that brings traditional woodwork together with modern comfort.",
    "{name} keeps the Blue Voyage tradition alive: a {kind} with a wide deck and warm timber, made for families and groups of friends.",
    "Hand-built from mahogany and teak, {name} is a spacious {kind} designed for week-long cruises from bay to bay.",
  ],
  motoryat: [
    "{name} is a {kind} whose speed, quiet cruising and stylish interior make the difference on day trips and long holidays alike.",
    "With modern lines and a large flybridge, {name} is the ideal {kind} for guests who want comfort and personal service together.",
  ],
  yelkenli: [
    "{name} is a well-kept, safe and delightful {kind} for those who want to hear nothing but the wind.",
    "A favourite of keen sailors, {name} is a nimble {kind} you can charter with a skipper or bareboat.",
  ],
  katamaran: [
    "Thanks to her two hulls {name} hardly rolls at all: a {kind} whose generous living space wins families over.",
    "{name} is a roomy {kind} that slips into shallow bays, and sunbathing on her trampoline never gets old.",
  ],
  gezi: [
    "{name} is a classic {kind}: you spend the day cruising from bay to bay, with lunch served on board.",
    "Ideal for large groups, company outings and school trips, {name} is a comfortable {kind} with a wide deck in sun and shade.",
  ],
  surat: [
    "{name} is a powerful {kind} for fast island transfers and thrilling water sports.",
    "For those who want to see many bays in little time: {name}, a nimble, fast and comfortable {kind}.",
  ],
};

/** The English twin of describeBoat: the same facts in the same simple HTML. */
export function describeBoatEn(boat: CatalogueBoat, district: string, amenities: string[], variant: number): string {
  const intros = INTROS[boat.kind];
  const intro = intros[variant % intros.length]!.replace("{name}", boat.name).replace("{kind}", KIND_WORD[boat.kind]);
  const size = `The ${boat.length.toLocaleString("en-GB")}-metre boat was launched in ${boat.year}`;
  const marina = MARINA_EN[boat.marina] ?? boat.marina;
  const stay =
    boat.cabins > 0
      ? `Her ${boat.cabins} cabins sleep ${boat.guests} guests; ${boat.bathrooms} bathrooms and an experienced crew of ${boat.crew} look after you throughout the voyage.`
      : `She welcomes ${boat.guests} guests on day trips; a crew of ${boat.crew} is at your service all day.`;
  const route = ROUTES_EN[district];
  const day = boat.kind === "gezi" || boat.kind === "surat";
  const plan = day
    ? `Departure from ${marina}: you set off in the morning and are back before sunset. Suggested route: ${route}.`
    : `On routes from ${marina} the favourite stops are ${route}. You can plan the route with the captain, to suit the weather and your wishes.`;
  return [
    `<p>${intro} ${size}.</p>`,
    `<p>${stay} ${plan}</p>`,
    `<p><strong>What awaits you on board?</strong></p>`,
    `<ul>${amenities
      .slice(0, 5)
      .map((a) => `<li>${AMENITY_EN[a] ?? a}</li>`)
      .join("")}</ul>`,
    `<p>Prices include the boat, crew, fuel (${day ? "for the trip" : "4 hours of cruising a day"}), harbour fees and cleaning. Food and drinks are planned separately, as you wish.</p>`,
  ].join("\n");
}
