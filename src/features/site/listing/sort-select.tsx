"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useId, useTransition } from "react";
import { DEFAULT_ORDER, LISTING_PARAM, PAGE_PARAM } from "@/lib/listing-filters";

/** The listing's sort order, kept in the URL (`order`, default boat_desc). */
export function SortSelect({
  value,
  options,
  label,
}: {
  value: string;
  options: { value: string; label: string }[];
  label: string;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const id = useId();
  const [pending, startTransition] = useTransition();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <select
        id={id}
        value={value}
        aria-busy={pending}
        onChange={(event) => {
          const params = new URLSearchParams(searchParams.toString());
          params.delete(PAGE_PARAM);
          if (event.target.value === DEFAULT_ORDER) params.delete(LISTING_PARAM.order);
          else params.set(LISTING_PARAM.order, event.target.value);
          const text = params.toString().replace(/%2C/g, ",");
          startTransition(() => router.push(text ? `${pathname}?${text}` : pathname, { scroll: false }));
        }}
        className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sea-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
