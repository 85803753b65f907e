import "server-only";
import type { Locale } from "@/i18n/locales";
import { localizeFields } from "@/shared/localized-text";
import { asc } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { teamMembers } from "../db/schema";
import { fileUrl, imageVariantUrl } from "./media-urls";
import type { PublicTeamMember } from "./schemas";

/** The team in staff order, with photo URLs; titles and biographies in `locale` (Turkish where missing). */
export async function listTeam(db: DbOrTx, locale: Locale = "tr"): Promise<PublicTeamMember[]> {
  const rows = await db
    .select({
      id: teamMembers.id,
      name: teamMembers.name,
      title: teamMembers.title,
      bio: teamMembers.bio,
      titleEn: teamMembers.titleEn,
      bioEn: teamMembers.bioEn,
      photo: teamMembers.photo,
    })
    .from(teamMembers)
    .orderBy(asc(teamMembers.sortOrder), asc(teamMembers.id));
  return rows.map((r) => {
    const { texts, turkish_fields } = localizeFields(r, ["title", "bio"], locale);
    return {
      id: r.id,
      name: r.name,
      title: texts.title,
      bio: r.bio === null && !r.bioEn ? null : texts.bio,
      photo_url: fileUrl(r.photo),
      photo_thumb_url: imageVariantUrl(r.photo, 640),
      turkish_fields,
    };
  });
}
