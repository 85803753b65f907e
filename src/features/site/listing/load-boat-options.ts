import { cache } from "react";
import { getDb } from "@/server/db/runtime";
import { getBoatOptions } from "@/server/search/get-boat-options";

/** The filter options, read once per request: a listing's metadata and its page both need them. */
export const loadBoatOptions = cache(() => getBoatOptions(getDb()));
