import "server-only";
import { z } from "zod";
import type { Limit } from "../../rate-limits/limit";
import { takeAttempt } from "../../rate-limits/throttle";
import { confirmSubscription } from "../../newsletter/confirm-subscription";
import { resultPage } from "../../newsletter/links";
import { unsubscribe } from "../../newsletter/unsubscribe";
import { getHomeContent } from "../../website/get-home-content";
import { getPublishedPost } from "../../website/get-published-post";
import { getSiteContact } from "../../website/shell/get-site-contact";
import { getWebsitePage } from "../../website/pages/get-website-page";
import { listActiveBanks } from "../../banks/list-active-banks";
import { listApprovedComments } from "../../website/list-approved-comments";
import { listDocuments } from "../../website/list-documents";
import { listFaq } from "../../website/list-faq";
import { listPublishedPosts } from "../../website/list-published-posts";
import { listTeam } from "../../website/list-team";
import { DEFAULT_PAGE_TITLES, TEXT_PAGES } from "../../website/pages/pages";
import { websitePageSchema } from "../../website/pages/schemas";
import {
  bankSchema,
  blogPostSchema,
  blogSummarySchema,
  contactBody,
  documentSchema,
  faqItemSchema,
  homeContentSchema,
  publicCommentSchema,
  siteContactSchema,
  slugParams,
  subscribeBody,
  teamMemberSchema,
} from "../../website/schemas";
import { sendContactMessage } from "../../website/send-contact-message";
import { subscribe } from "../../website/subscribe";
import { clientIp } from "../client-ip";
import { listOf, pageQuery, route } from "../route";
import { localeOf } from "../answer-locale";

const tag = "website";

/** The token of a confirmation or unsubscribe link; a malformed one is answered like an unknown one. */
const linkQuery = z.object({ token: z.string().max(200).default("") });

/** Contact messages one address may send per window: enough for a person, too few for a spam run. */
export const CONTACT_LIMIT = { messages: 5, windowMs: 15 * 60 * 1000 };
const contactPerAddress: Limit = {
  name: "contact-address",
  max: CONTACT_LIMIT.messages,
  windowMs: CONTACT_LIMIT.windowMs,
};

/** Subscription attempts one address may make per window (each may send a confirmation mail). */
export const SUBSCRIBE_LIMIT: Limit = { name: "subscribe-address", max: 10, windowMs: 60 * 60 * 1000 };

/** The public reads and forms of the website (no token). */
export function websiteRoutes() {
  const pageRoutes = TEXT_PAGES.map((key) =>
    route(
      {
        method: "get",
        path: `/website/${key}`,
        summary: `Website page "${DEFAULT_PAGE_TITLES[key]}": title and sanitised HTML body`,
        tag,
        access: "public",
        response: websitePageSchema,
      },
      ({ c, deps }) => getWebsitePage(deps.db, key, localeOf(c)),
    ),
  );

  return [
    ...pageRoutes,
    route(
      {
        method: "get",
        path: "/website/contact",
        summary: "The company's public contact details and social links",
        tag,
        access: "public",
        response: siteContactSchema,
      },
      ({ deps }) => getSiteContact(deps.db),
    ),
    route(
      {
        method: "get",
        path: "/website/home",
        summary: "Home page blocks: latest approved comments, latest blog posts, top FAQ items",
        tag,
        access: "public",
        response: homeContentSchema,
      },
      ({ c, deps }) => getHomeContent(deps.db, localeOf(c)),
    ),
    route(
      {
        method: "get",
        path: "/website/bank",
        summary: "Active bank accounts for payments",
        tag,
        access: "public",
        response: z.array(bankSchema),
      },
      ({ deps }) => listActiveBanks(deps.db),
    ),
    route(
      {
        method: "get",
        path: "/website/team",
        summary: "The team in order, with photo URLs",
        tag,
        access: "public",
        response: z.array(teamMemberSchema),
      },
      ({ c, deps }) => listTeam(deps.db, localeOf(c)),
    ),
    route(
      {
        method: "get",
        path: "/website/faq",
        summary: "Active FAQ items in order",
        tag,
        access: "public",
        response: z.array(faqItemSchema),
      },
      ({ c, deps }) => listFaq(deps.db, { locale: localeOf(c) }),
    ),
    route(
      {
        method: "get",
        path: "/website/ourdocuments",
        summary: "The company's documents with download URLs",
        tag,
        access: "public",
        response: z.array(documentSchema),
      },
      ({ c, deps }) => listDocuments(deps.db, localeOf(c)),
    ),
    route(
      {
        method: "get",
        path: "/website/comments",
        summary: "Approved comments, newest first (20 per page)",
        tag,
        access: "public",
        query: pageQuery(20, 50),
        response: listOf(publicCommentSchema),
      },
      ({ deps, query }) => listApprovedComments(deps.db, query),
    ),
    route(
      {
        method: "get",
        path: "/website/blog",
        summary: "Published blog posts, newest first (10 per page)",
        tag,
        access: "public",
        query: pageQuery(10, 50),
        response: listOf(blogSummarySchema),
      },
      ({ c, deps, query }) => listPublishedPosts(deps.db, query, localeOf(c)),
    ),
    route(
      {
        method: "get",
        path: "/website/blog/:slug",
        summary: "One published blog post (404 for drafts and unknown slugs)",
        tag,
        access: "public",
        params: slugParams,
        response: blogPostSchema,
      },
      ({ c, deps, params }) => getPublishedPost(deps.db, params.slug, localeOf(c)),
    ),
    route(
      {
        method: "post",
        path: "/website/subscribe",
        summary: `Join the mailing list (double opt-in): a new or unconfirmed address gets a confirmation link by mail; the answer is the same for every address (${SUBSCRIBE_LIMIT.max} per hour per address)`,
        tag,
        access: "public",
        errors: [429],
        body: subscribeBody,
        response: z.object({ received: z.literal(true) }),
      },
      async ({ c, deps, body }) => {
        await takeAttempt(deps, [{ limit: SUBSCRIBE_LIMIT, subject: clientIp(c, deps.config.trustProxy) }]);
        return subscribe(deps.db, body, { publicUrl: deps.config.publicUrl });
      },
    ),
    route(
      {
        method: "get",
        path: "/website/newsletter/confirm",
        summary:
          "The confirmation link of a subscription: confirms once, then redirects (303) to the site's result page",
        tag,
        status: 303,
        access: "public",
        query: linkQuery,
      },
      async ({ c, deps, query }) => c.redirect(resultPage(await confirmSubscription(deps.db, query.token)), 303),
    ),
    route(
      {
        method: "get",
        path: "/website/newsletter/unsubscribe",
        summary: "The unsubscribe link of a newsletter mail: leaves the list, then redirects (303) to the result page",
        tag,
        status: 303,
        access: "public",
        query: linkQuery,
      },
      async ({ c, deps, query }) =>
        c.redirect(resultPage((await unsubscribe(deps.db, query.token)) ? "unsubscribed" : "unknown"), 303),
    ),
    route(
      {
        method: "post",
        path: "/website/newsletter/unsubscribe",
        summary:
          "RFC 8058 one-click unsubscribe (mail providers POST `List-Unsubscribe=One-Click` as a form); the same answer for an unknown token",
        tag,
        access: "public",
        alsoAccepts: ["application/x-www-form-urlencoded", "multipart/form-data"],
        query: linkQuery,
        response: z.object({ unsubscribed: z.literal(true) }),
      },
      async ({ deps, query }) => {
        await unsubscribe(deps.db, query.token);
        return { unsubscribed: true as const };
      },
    ),
    route(
      {
        method: "post",
        path: "/website/contact",
        summary: `Send a message to staff; with boat_id a sale enquiry about that boat (${CONTACT_LIMIT.messages} per 15 minutes per address)`,
        tag,
        access: "public",
        errors: [429],
        body: contactBody,
        response: z.object({ sent: z.literal(true) }),
        status: 201,
      },
      async ({ c, deps, body }) => {
        // Counted before the write, so a burst of parallel requests cannot slip past.
        await takeAttempt(deps, [{ limit: contactPerAddress, subject: clientIp(c, deps.config.trustProxy) }]);
        return sendContactMessage(deps.db, body, localeOf(c));
      },
    ),
  ];
}
