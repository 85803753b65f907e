"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";

/**
 * A dashboard link that asks the server for its page only when the user points at it or focuses it. Next's default
 * prefetches every link in view: a dashboard page with its side menu and a table of reservations made ~58 page
 * renders on the server per view (issue 33, item 13), each a dynamic render for its CSP nonce.
 */
export function DashboardLink({ href, onMouseEnter, onFocus, ...props }: ComponentProps<typeof Link>) {
  const router = useRouter();
  const prefetch = () => {
    if (typeof href === "string") router.prefetch(href);
  };
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={(e) => {
        prefetch();
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        prefetch();
        onFocus?.(e);
      }}
    />
  );
}
