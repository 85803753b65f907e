import { ResponsiveImage } from "../image/responsive-image";
import type { PublicTeamMember } from "@/shared/website";
import { fallbackLang } from "@/shared/localized-text";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toLocaleUpperCase("tr-TR"))
    .join("");

/** The team as cards: a round photo (or initials), name, title and a short bio. */
export function TeamGrid({ team }: { team: PublicTeamMember[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {team.map((member) => (
        <li
          key={member.id}
          className="flex flex-col items-center rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          {member.photo_url ? (
            <ResponsiveImage
              src={member.photo_url}
              alt={`${member.name}, ${member.title}`}
              width={128}
              height={128}
              sizes="128px"
              className="size-32 rounded-full object-cover ring-4 ring-sea-100 dark:ring-slate-800"
            />
          ) : (
            <div
              aria-hidden="true"
              className="flex size-32 items-center justify-center rounded-full bg-sea-100 text-4xl font-bold text-sea-700 dark:bg-slate-800 dark:text-sky-300"
            >
              {initials(member.name)}
            </div>
          )}
          <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{member.name}</h3>
          <p lang={fallbackLang(member, "title")} className="text-sm font-medium text-sea-700 dark:text-sky-300">
            {member.title}
          </p>
          {member.bio && (
            <p lang={fallbackLang(member, "bio")} className="mt-3 text-sm leading-6 text-slate-600 dark:text-slate-300">
              {member.bio}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
