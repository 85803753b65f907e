import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

/** Locale-aware Link and router: `href="/listing"` becomes `/en/listing` on the English site. */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
