import "server-only";

/** Towns and districts (il / ilçe) with their marinas; popular ones are listed in the site's footer. */
export const DEMO_PLACES = [
  {
    town: "Muğla",
    district: "Bodrum",
    marinas: [
      { name: "Yalıkavak Marina", popular: true },
      { name: "Bodrum Milta Marina", popular: true },
      { name: "Turgutreis D-Marin", popular: false },
    ],
  },
  {
    town: "Muğla",
    district: "Fethiye",
    marinas: [
      { name: "Göcek D-Marin", popular: true },
      { name: "Göcek Club Marina", popular: false },
      { name: "Fethiye Ece Marina", popular: true },
    ],
  },
  {
    town: "Muğla",
    district: "Marmaris",
    marinas: [
      { name: "Marmaris Netsel Marina", popular: true },
      { name: "Marmaris Yacht Marina", popular: false },
    ],
  },
  { town: "İstanbul", district: "Beşiktaş", marinas: [{ name: "İstanbul Kuruçeşme Marina", popular: true }] },
  { town: "İstanbul", district: "Kadıköy", marinas: [{ name: "Setur Kalamış Marina", popular: false }] },
  { town: "İstanbul", district: "Sarıyer", marinas: [{ name: "Tarabya Yat Limanı", popular: false }] },
  { town: "Antalya", district: "Kaş", marinas: [{ name: "Kaş Marina", popular: true }] },
  { town: "Antalya", district: "Kemer", marinas: [{ name: "Kemer Türkiz Marina", popular: false }] },
] as const;

export type MarinaName = (typeof DEMO_PLACES)[number]["marinas"][number]["name"];

/** The boat types in menu order; `kind` picks prices, sizes and pictures. */
export const DEMO_BOAT_TYPES = [
  { name: "Gulet", kind: "gulet" },
  { name: "Motoryat", kind: "motoryat" },
  { name: "Yelkenli", kind: "yelkenli" },
  { name: "Katamaran", kind: "katamaran" },
  { name: "Gezi Teknesi", kind: "gezi" },
  { name: "Sürat Teknesi", kind: "surat" },
] as const;

export type BoatKind = (typeof DEMO_BOAT_TYPES)[number]["kind"];
