"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { LoadFailed, Skeleton } from "@/components/ui/skeleton";
import { SolidIcon } from "@/components/ui/icon";
import { siteApi } from "../boat/api";

/** spec §9: the header search waits this long after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 1000;

type Result = { slug: string; name: string; thumbnail: string | null };
type State = { kind: "idle" } | { kind: "loading" } | { kind: "done"; results: Result[] } | { kind: "error" };

/**
 * The header's boat search (spec §2): placeholder 'Boat Ara..', one GET /v1/search/input 1000 ms after typing
 * stops, results with name and thumbnail; picking one opens /boat/{slug}. An ARIA combobox: arrows move through
 * the results, Enter opens one, Escape closes the list.
 */
export function HeaderSearch() {
  const router = useRouter();
  const t = useTranslations("ShellClient");
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState("");
  const [state, setState] = useState<State>({ kind: "idle" });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const abort = useRef<AbortController | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const query = text.trim();
    abort.current?.abort();
    if (query.length < 2) {
      setState({ kind: "idle" });
      return;
    }
    const timer = setTimeout(async () => {
      const controller = new AbortController();
      abort.current = controller;
      setState({ kind: "loading" });
      setActive(-1);
      try {
        const results = await siteApi.get("/search/input", {
          query: { searchString: query },
          signal: controller.signal,
        });
        setState({ kind: "done", results });
      } catch (error) {
        if ((error as Error).name !== "AbortError") setState({ kind: "error" });
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, []);

  const results = state.kind === "done" ? state.results : [];
  const expanded = open && state.kind !== "idle";

  function go(result: Result) {
    setOpen(false);
    setText("");
    router.push(`/boat/${result.slug}`);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      if (results.length > 0) setActive((i) => (i + 1) % results.length);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      if (results.length > 0) setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    } else if (event.key === "Enter") {
      const picked = results[active] ?? (results.length === 1 ? results[0] : undefined);
      if (expanded && picked) {
        event.preventDefault();
        go(picked);
      }
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
      } else {
        setText("");
      }
    }
  }

  return (
    <div ref={wrapper} className="relative w-full">
      <label htmlFor={`${id}-input`} className="sr-only">
        {t("searchLabel")}
      </label>
      <SolidIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        path="M8.5 3a5.5 5.5 0 0 1 4.4 8.8l3.7 3.7a1 1 0 0 1-1.4 1.4l-3.7-3.7A5.5 5.5 0 1 1 8.5 3zm0 2a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z"
      />
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
        placeholder={t("searchPlaceholder")}
        maxLength={200}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-full border border-slate-300 bg-white pr-4 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-sea-600 focus:outline-2 focus:outline-sea-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      <div
        className={`absolute top-full right-0 left-0 z-50 mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900 ${expanded ? "" : "hidden"}`}
      >
        {state.kind === "loading" && (
          <div className="space-y-2 p-3" aria-label={t("searching")} role="status">
            {[0, 1, 2].map((i) => (
              <div key={i} className="flex items-center gap-3">
                <Skeleton className="size-10 shrink-0" />
                <Skeleton className="h-4 flex-1" />
              </div>
            ))}
          </div>
        )}
        {state.kind === "error" && <LoadFailed className="p-3" />}
        {state.kind === "done" && results.length === 0 && (
          <p className="p-3 text-sm text-slate-600 dark:text-slate-300">{t("searchEmpty")}</p>
        )}
        <div id={listId} role="listbox" aria-label={t("searchResults")} className={results.length ? "py-1" : "hidden"}>
          {results.map((result, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard
            <div
              key={result.slug}
              id={`${id}-opt-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              onClick={() => go(result)}
              onPointerMove={() => setActive(index)}
              className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm ${index === active ? "bg-sea-50 dark:bg-slate-800" : ""}`}
            >
              {result.thumbnail ? (
                // biome-ignore lint/performance/noImgElement: a 40 px thumbnail already sized by the server
                <img src={result.thumbnail} alt="" width={40} height={40} className="size-10 rounded object-cover" />
              ) : (
                <span className="size-10 rounded bg-slate-200 dark:bg-slate-700" />
              )}
              <span className="font-medium">{result.name}</span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
