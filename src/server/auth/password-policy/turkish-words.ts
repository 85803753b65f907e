import "server-only";
/**
 * Turkish words a Liman user would reach for in a password, most likely first (zxcvbn ranks a word by its
 * position): the brand, boats and the sea, the towns and marinas of the coast, "password" itself, football
 * clubs and everyday words. `turkishWordList()` adds the ASCII-folded spelling of each (şifre → sifre).
 */
const WORDS = [
  // the brand and the trade
  "liman",
  "platoboat",
  "tekne",
  "yat",
  "gulet",
  "kaptan",
  "deniz",
  "marina",
  "mavitur",
  "yelken",
  "yelkenli",
  "kiralama",
  "rezervasyon",
  "tatil",
  "koy",
  "iskele",
  "güverte",
  "kabin",
  "çapa",
  "dalga",
  "rüzgar",
  "mavi",
  "martı",
  "yönetici",
  "sahip",
  // "password", "login" and friends
  "şifre",
  "parola",
  "şifrem",
  "giriş",
  "deneme",
  "merhaba",
  "gizli",
  // towns, bays and marinas
  "bodrum",
  "göcek",
  "fethiye",
  "marmaris",
  "istanbul",
  "kaş",
  "datça",
  "didim",
  "antalya",
  "kemer",
  "kalkan",
  "alanya",
  "finike",
  "kekova",
  "bozburun",
  "selimiye",
  "orhaniye",
  "turgutreis",
  "yalıkavak",
  "gündoğan",
  "türkbükü",
  "gümüşlük",
  "bitez",
  "ölüdeniz",
  "hisarönü",
  "içmeler",
  "gökova",
  "çeşme",
  "alaçatı",
  "kuşadası",
  "ayvalık",
  "bozcaada",
  "izmir",
  "ankara",
  "muğla",
  "dalaman",
  "netsel",
  "dmarin",
  "setur",
  "milta",
  "ege",
  "akdeniz",
  // the country, clubs and everyday favourites
  "türkiye",
  "galatasaray",
  "fenerbahçe",
  "beşiktaş",
  "trabzonspor",
  "aşkım",
  "sevgilim",
  "canım",
  "bebeğim",
  "allah",
];

/** Lower case the Turkish way (İ → i, I → ı), then without diacritics: "Şifre" → "sifre", "DATÇA" → "datca". */
export function foldTurkish(text: string): string {
  return text
    .toLocaleLowerCase("tr")
    .replace(/ı/g, "i")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}

/** The dictionary: every word as written, then its folded spelling when different (no duplicates). */
export function turkishWordList(): string[] {
  const seen = new Set<string>();
  for (const word of WORDS) {
    seen.add(word);
    seen.add(foldTurkish(word));
  }
  return [...seen];
}
