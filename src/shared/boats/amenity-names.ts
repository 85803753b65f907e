import { z } from "zod";
import type { Locale } from "@/i18n/locales";
import { isSingleLine, singleLine } from "../content-fields";
import { msg } from "../messages/message-ref";

/**
 * The English names of a boat's amenities (issue 33): an object keyed by the Turkish name, so a list reordered,
 * renamed or sent without them never attaches a name to the wrong amenity. A name missing (or a key no longer
 * listed) shows the Turkish name on /en, marked lang="tr".
 */
export type AmenityNames = Record<string, string>;

const MAX_NAMES = 50;

/** How two spellings of one amenity are matched: spaces collapsed, trimmed, lower case by Turkish rules. */
const amenityKey = (label: string) => label.replace(/\s+/g, " ").trim().toLocaleLowerCase("tr-TR");

/** Trimmed keys and names, entries with an empty side or a key no amenity can have (over 60) dropped. */
function normalizeAmenityNames(names: AmenityNames): AmenityNames {
  const out: AmenityNames = {};
  const seen = new Set<string>();
  for (const [turkish, english] of Object.entries(names)) {
    const label = turkish.replace(/\s+/g, " ").trim();
    const key = amenityKey(label);
    if (label === "" || label.length > 60 || english === "" || seen.has(key)) continue;
    seen.add(key);
    out[label] = english;
  }
  return out;
}

/** `amenities_en` of a boat body: at most 50 names, each single-line and at most 60 characters; "" drops one. */
export const amenityNamesField = z
  .record(
    z.string(),
    z
      .string({ error: msg("boats.amenity_en_text") })
      .trim()
      .max(60, { error: msg("boats.amenity_en_too_long") })
      .refine(isSingleLine, singleLine),
    { error: msg("boats.amenities_en_map") },
  )
  .refine((names) => Object.keys(names).length <= MAX_NAMES, { error: msg("boats.amenities_en_too_many") })
  .transform(normalizeAmenityNames);

/** The names of the listed amenities only, keyed by each amenity's own spelling (matched ignoring case). */
export function namesOfAmenities(amenities: readonly string[], names: AmenityNames): AmenityNames {
  const byKey = new Map(Object.entries(names).map(([turkish, english]) => [amenityKey(turkish), english]));
  const out: AmenityNames = {};
  for (const amenity of amenities) {
    const english = byKey.get(amenityKey(amenity));
    if (english) out[amenity] = english;
  }
  return out;
}

/**
 * The amenities as a page in `locale` shows them: on the English site each one's English name where written; the
 * ones left in Turkish listed in `turkish` (the site marks them lang="tr"; empty on the Turkish site). Each name once.
 */
export function localizeAmenities(
  amenities: readonly string[],
  names: AmenityNames,
  locale: Locale,
): { amenities: string[]; turkish: string[] } {
  if (locale === "tr") return { amenities: [...amenities], turkish: [] };
  const english = namesOfAmenities(amenities, names);
  const shown: string[] = [];
  const turkish: string[] = [];
  const seen = new Set<string>();
  for (const amenity of amenities) {
    const name = english[amenity] ?? amenity;
    // Two Turkish names may share one English name: it is listed once.
    if (seen.has(amenityKey(name))) continue;
    seen.add(amenityKey(name));
    shown.push(name);
    if (english[amenity] === undefined) turkish.push(amenity);
  }
  return { amenities: shown, turkish };
}
