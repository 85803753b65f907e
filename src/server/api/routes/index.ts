import "server-only";
import type { ApiRoute } from "../route";
import { icalRoutes } from "./ical";
import { externalRoutes } from "./external";
import { authRoutes } from "./auth";
import { boatRoutes } from "./boats";
import { bookingRoutes } from "./booking";
import { contentRoutes } from "./content";
import { mailRoutes } from "./mail";
import { mediaRoutes } from "./media";
import { passwordRoutes } from "./passwords";
import { privacyRoutes } from "./privacy";
import { searchRoutes } from "./search";
import { totpRoutes } from "./totp";
import { siteDataRoutes } from "./site-data";
import { userRoutes } from "./users";
import { websiteRoutes } from "./website";
import { auditRoutes } from "./audit";
import { statementRoutes } from "./statements";
import { newsletterRoutes } from "./newsletter";
import { reportRoutes } from "./reports";
import { pricingRoutes } from "./pricing";

/** Every area's routes. Each area file exports a function returning its routes; add yours on its own line. */
export function allRoutes(): ApiRoute[] {
  return [
    ...authRoutes(),
    ...passwordRoutes(),
    ...userRoutes(),
    ...boatRoutes(),
    ...mediaRoutes(),
    ...mailRoutes(),
    ...websiteRoutes(),
    ...bookingRoutes(),
    ...contentRoutes(),
    ...externalRoutes(),
    ...searchRoutes(),
    ...siteDataRoutes(),
    ...icalRoutes(),
    ...totpRoutes(),
    ...privacyRoutes(),
    ...auditRoutes(),
    ...statementRoutes(),
    ...newsletterRoutes(),
    ...reportRoutes(),
    ...pricingRoutes(),
  ];
}
