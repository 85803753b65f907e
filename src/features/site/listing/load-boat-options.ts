import { cache } from "react";
import { pageLocale } from "@/features/site/i18n/page-locale";
import { getDb } from "@/server/db/runtime";
import { getBoatOptions } from "@/server/search/get-boat-options";

/** The filter options, read once per request: a listing's metadata and its page both need them. */
export const loadBoatOptions = cache(async () => getBoatOptions(getDb(), await pageLocale()));
