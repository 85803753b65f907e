import "server-only";
import type { Locale } from "@/i18n/locales";
import type { DbOrTx } from "../db/client";
import { listApprovedComments } from "./list-approved-comments";
import { listFaq } from "./list-faq";
import { listPublishedPosts } from "./list-published-posts";
import type { HomeContent } from "./schemas";

/** The content blocks of the home page beyond boats: latest reviews, latest posts and the top FAQ items. */
export async function getHomeContent(db: DbOrTx, locale: Locale = "tr"): Promise<HomeContent> {
  const [comments, posts, faq] = await Promise.all([
    listApprovedComments(db, { skip: 0, take: 6 }),
    listPublishedPosts(db, { skip: 0, take: 3 }, locale),
    listFaq(db, { limit: 5, locale }),
  ]);
  return { comments: comments.items, posts: posts.items, faq };
}
