import "server-only";
import type { ApiRoute } from "../route";
import { bankRoutes } from "./banks";
import { blogRoutes } from "./blog";
import { boatTypeRoutes } from "./boat-types";
import { contactMessageRoutes } from "./contact-messages";
import { dashboardRoutes } from "./dashboard";
import { districtRoutes } from "./districts";
import { documentRoutes } from "./documents";
import { faqRoutes } from "./faq";
import { mailTemplateRoutes } from "./mail-templates";
import { marinaRoutes } from "./marinas";
import { settingRoutes } from "./settings";
import { subscriberRoutes } from "./subscribers";
import { teamRoutes } from "./team";
import { websitePageRoutes } from "./website-pages";

/** The dashboard's content and lookup areas (everything under /v1/admin that is not boats, reservations or users). */
export function contentRoutes(): ApiRoute[] {
  return [
    ...boatTypeRoutes(),
    ...districtRoutes(),
    ...marinaRoutes(),
    ...mailTemplateRoutes(),
    ...blogRoutes(),
    ...bankRoutes(),
    ...teamRoutes(),
    ...faqRoutes(),
    ...subscriberRoutes(),
    ...documentRoutes(),
    ...websitePageRoutes(),
    ...contactMessageRoutes(),
    ...dashboardRoutes(),
    ...settingRoutes(),
  ];
}
