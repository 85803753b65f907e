"use client";

import { useTranslations } from "next-intl";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useId, useRef, useState, useTransition } from "react";
import {
  ID_LIST_FILTERS,
  LISTING_PARAM,
  type ListingValues,
  listingHref,
  PAGE_PARAM,
  RENT_FILTER_KEYS,
  type RentFilterKey,
} from "@/lib/listing-filters";
import type { BoatOptions } from "@/shared/search";
import { ChevronDownIcon } from "@/components/ui/icon";

type Values = ListingValues;

const control =
  "mt-1 block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sea-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";
const fieldLabel = "block text-sm font-medium text-slate-800 dark:text-slate-200";
const legend = "text-sm font-semibold text-slate-900 dark:text-white";

/** The URL of the form's current values: ids as comma lists, empties left out, back to page 1. */
function hrefOf(pathname: string, form: HTMLFormElement): string {
  const data = new FormData(form);
  const values: Partial<Record<RentFilterKey, string | string[]>> = {};
  for (const key of RENT_FILTER_KEYS) {
    values[key] = (ID_LIST_FILTERS as readonly string[]).includes(key)
      ? data.getAll(key).map(String).filter(Boolean)
      : String(data.get(key) ?? "").trim();
  }
  return listingHref(pathname, values);
}

/** Filters of a URL's query in a comparable form (sorted, no paging, ids as sorted lists). */
function normalise(search: string): string {
  const params = new URLSearchParams(search);
  const entries: string[] = [];
  for (const key of [...new Set(params.keys())].sort()) {
    if (key === PAGE_PARAM) continue;
    const values = params
      .getAll(key)
      .flatMap((v) => v.split(","))
      .filter(Boolean)
      .sort();
    if (values.length) entries.push(`${key}=${values.join(",")}`);
  }
  return entries.join("&");
}

/** A labelled number input of the filter form (label text above, the input inside the label). */
function NumberInput({
  label,
  ...input
}: { label: string } & Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "className">) {
  return (
    <label className={fieldLabel}>
      {label}
      <input type="number" {...input} className={control} />
    </label>
  );
}

/** "En az" / "En çok" inputs (`<name>_min`, `<name>_max`) in a two-column fieldset; the placeholders show the range. */
function MinMaxFieldset({
  legendText,
  name,
  step,
  inputMode,
  range,
  values,
}: {
  legendText: string;
  name: "price" | "length";
  step: number | string;
  inputMode: "numeric" | "decimal";
  range: { min: number; max: number };
  values: Values;
}) {
  const t = useTranslations("ListingFilters");
  return (
    <fieldset className="grid grid-cols-2 gap-3">
      <legend className={`${legend} col-span-2 mb-1`}>{legendText}</legend>
      <NumberInput
        label={t("min")}
        name={`${name}_min`}
        min={0}
        step={step}
        placeholder={range.min ? String(range.min) : undefined}
        defaultValue={values[`${name}_min`]}
        inputMode={inputMode}
      />
      <NumberInput
        label={t("max")}
        name={`${name}_max`}
        min={0}
        step={step}
        placeholder={range.max ? String(range.max) : undefined}
        defaultValue={values[`${name}_max`]}
        inputMode={inputMode}
      />
    </fieldset>
  );
}

/** One checkbox of a multiple choice (boat type, marina) with the number of boats it has. */
function CheckOption({
  name,
  value,
  checked,
  count,
  children,
}: {
  name: "types" | "regions";
  value: number;
  checked: boolean | undefined;
  count: number;
  children: React.ReactNode;
}) {
  return (
    <li>
      <label className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
        <input type="checkbox" name={name} value={value} defaultChecked={checked} className="size-4 accent-sea-700" />
        <span className="flex-1">{children}</span>
        <span className="text-xs text-slate-600 dark:text-slate-400">{count}</span>
      </label>
    </li>
  );
}

/**
 * The listing's filters. A plain GET form (works without JavaScript); with JavaScript a checkbox, select or date
 * applies at once and the numbers on "Filtrele", all through the URL, so every result is a link.
 */
export function ListingFilters({
  options,
  values,
  mode,
  activeCount,
}: {
  options: BoatOptions;
  values: Values;
  mode: "rent" | "sale";
  activeCount: number;
}) {
  const t = useTranslations("ListingFilters");
  const router = useRouter();
  const pathname = usePathname();
  const id = useId();
  const searchParams = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const [version, setVersion] = useState(0);
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  // The inputs are uncontrolled: when the URL changes by other means (back button, sort, a link), start over
  // from the URL's values; a change made in the form itself keeps the form (and the keyboard focus) as it is.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const formQuery = hrefOf(pathname, form).split("?")[1] ?? "";
    if (normalise(formQuery) !== normalise(searchParams.toString())) setVersion((v) => v + 1);
  }, [pathname, searchParams]);
  const go = (form: HTMLFormElement) => startTransition(() => router.push(hrefOf(pathname, form), { scroll: false }));
  const towns = [...new Set(options.marinas.map((m) => m.town))];
  const priceRange = mode === "rent" ? options.price : options.sale_price;

  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((v) => !v)}
        className="flex w-full items-center justify-between rounded-lg border border-slate-300 bg-white px-4 py-3 text-sm font-semibold lg:hidden dark:border-slate-600 dark:bg-slate-900"
      >
        <span>{activeCount > 0 ? t("filtersCount", { count: activeCount }) : t("filters")}</span>
        <ChevronDownIcon className={`size-4 transition ${open ? "rotate-180" : ""}`} />
      </button>
      <form
        key={version}
        ref={formRef}
        id={`${id}-panel`}
        method="get"
        action={pathname}
        aria-label={t("filters")}
        aria-busy={pending}
        className={`${open ? "block" : "hidden"} mt-3 space-y-6 rounded-xl border border-slate-200 bg-white p-4 lg:mt-0 lg:block dark:border-slate-800 dark:bg-slate-900`}
        onSubmit={(event) => {
          event.preventDefault();
          go(event.currentTarget);
        }}
        onChange={(event) => {
          const target = event.target as unknown as HTMLInputElement;
          if (target.type === "checkbox" || target.type === "date" || target.tagName === "SELECT")
            go(event.currentTarget);
        }}
      >
        {values.order && <input type="hidden" name={LISTING_PARAM.order} value={values.order} />}
        {mode === "rent" && (
          <fieldset className="space-y-3">
            <legend className={legend}>{t("dates")}</legend>
            <label className={fieldLabel}>
              {t("start")}
              <input type="date" name={LISTING_PARAM.start_date} defaultValue={values.start_date} className={control} />
            </label>
            <label className={fieldLabel}>
              {t("end")}
              <input type="date" name={LISTING_PARAM.end_date} defaultValue={values.end_date} className={control} />
            </label>
          </fieldset>
        )}
        <fieldset>
          <legend className={legend}>{t("type")}</legend>
          <ul className="mt-2 space-y-1.5">
            {options.types.map((type) => (
              <CheckOption
                key={type.id}
                name={LISTING_PARAM.types}
                value={type.id}
                checked={values.types?.includes(type.id)}
                count={type.count}
              >
                {type.name}
              </CheckOption>
            ))}
          </ul>
        </fieldset>
        <fieldset>
          <legend className={legend}>{t("region")}</legend>
          <div className="mt-2 max-h-72 space-y-3 overflow-y-auto pr-1">
            {towns.map((town) => (
              <div key={town}>
                <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
                  {town}
                </p>
                <ul className="mt-1 space-y-1.5">
                  {options.marinas
                    .filter((m) => m.town === town)
                    .map((marina) => (
                      <CheckOption
                        key={marina.id}
                        name={LISTING_PARAM.regions}
                        value={marina.id}
                        checked={values.regions?.includes(marina.id)}
                        count={marina.count}
                      >
                        {marina.name} <span className="text-slate-600 dark:text-slate-400">({marina.district})</span>
                      </CheckOption>
                    ))}
                </ul>
              </div>
            ))}
          </div>
        </fieldset>
        <fieldset className="grid grid-cols-2 gap-3">
          <legend className={`${legend} col-span-2 mb-1`}>{t("capacity")}</legend>
          <NumberInput
            label={t("guests")}
            name={LISTING_PARAM.guests}
            min={1}
            max={options.guests_max || 100}
            defaultValue={values.guests}
            inputMode="numeric"
          />
          <NumberInput
            label={t("cabins")}
            name={LISTING_PARAM.cabins}
            min={0}
            max={options.cabins_max || 50}
            defaultValue={values.cabins}
            inputMode="numeric"
          />
        </fieldset>
        <MinMaxFieldset
          legendText={mode === "rent" ? t("dailyPrice") : t("price")}
          name="price"
          step={1}
          inputMode="numeric"
          range={priceRange}
          values={values}
        />
        <MinMaxFieldset
          legendText={t("length")}
          name="length"
          step="0.5"
          inputMode="decimal"
          range={options.length}
          values={values}
        />
        <div className="flex gap-2">
          <button
            type="submit"
            className="h-10 flex-1 rounded-md bg-sea-700 px-4 text-sm font-semibold text-white hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600"
          >
            {pending ? t("loading") : t("submit")}
          </button>
          <a
            href={pathname}
            className="inline-flex h-10 items-center rounded-md border border-slate-300 px-3 text-sm font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            {t("clear")}
          </a>
        </div>
      </form>
    </div>
  );
}
