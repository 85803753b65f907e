import { cache } from "react";
import { getDb } from "@/server/db/runtime";
import { getSiteShell, type SiteShell } from "@/server/website/shell/get-site-shell";
import { log } from "@/server/log";

/** The header and footer data, read once per request; null (and logged) when the database cannot answer. */
export const loadSiteShell = cache(async (): Promise<SiteShell | null> => {
  try {
    return await getSiteShell(getDb());
  } catch (error) {
    log.error("[site] header/footer data failed to load", error);
    return null;
  }
});
