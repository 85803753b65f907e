import "server-only";
import { z } from "zod";
import { getExchangeRates } from "../../settings/get-exchange-rates";
import { getPublicBoat } from "../../website/boat/get-public-boat";
import { getSiteContent } from "../../website/shell/get-site-content";
import { getWebsiteData } from "../../website/shell/get-website-data";
import { publicBoatSchema } from "../../website/boat/public-boat-schema";
import { route } from "../route";
import { localeOf } from "../answer-locale";

const tag = "website";
const keyValue = z.object({ key: z.string(), value: z.string() });
const idName = z.object({ id: z.number().int(), name: z.string() });

/** The public reads behind the site's header, footer, prices and boat page (no token). */
export function siteDataRoutes() {
  return [
    route(
      {
        method: "get",
        path: "/website/data",
        summary: "Footer data: footerData key/values, popular marinas and boat types",
        tag,
        access: "public",
        response: z.object({
          footerData: z.array(keyValue),
          marinaPopular: z.array(idName),
          boatTypes: z.array(idName),
        }),
      },
      ({ c, deps }) => getWebsiteData(deps.db, localeOf(c)),
    ),
    route(
      {
        method: "get",
        path: "/website/sitecontent",
        summary:
          "Site content key/values: site_phone, site_email, site_footer_text, facebook_link, instagram_link, twitter_link, youtube_link (empty when unset); the footer text in the Accept-Language (English when written)",
        tag,
        access: "public",
        response: z.array(keyValue),
      },
      ({ c, deps }) => getSiteContent(deps.db, localeOf(c)),
    ),
    route(
      {
        method: "get",
        path: "/website/exchange",
        summary:
          "Exchange rates (TL per unit): currency = dollar_exchange_rate, euro_exchange_rate, sterling_exchange_rate",
        tag,
        access: "public",
        response: z.object({ currency: z.array(keyValue) }),
      },
      ({ deps }) => getExchangeRates(deps.db),
    ),
    route(
      {
        method: "get",
        path: "/boats/:slug",
        summary:
          "An active boat: specs, amenities, description, images with variant URLs, current price periods, approved comments; 404 for an unknown or inactive boat",
        tag,
        access: "public",
        params: z.object({ slug: z.string().min(1).max(200) }),
        response: publicBoatSchema,
      },
      ({ c, deps, params }) => getPublicBoat(deps.db, params.slug, localeOf(c)),
    ),
  ];
}
