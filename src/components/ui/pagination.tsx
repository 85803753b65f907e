"use client";

/** skip/take pager under a table: "21–40 / 143" with previous/next buttons. Hidden when everything fits. */
import { Button } from "./button";

export function Pagination({
  skip,
  take,
  total,
  onChange,
}: {
  skip: number;
  take: number;
  total: number;
  onChange: (skip: number) => void;
}) {
  if (total <= take && skip === 0) return null;
  const from = total === 0 ? 0 : skip + 1;
  const to = Math.min(skip + take, total);
  const page = Math.floor(skip / take) + 1;
  const pages = Math.max(1, Math.ceil(total / take));
  return (
    <nav aria-label="Sayfalama" className="flex items-center justify-between gap-2 px-1 py-3 text-sm">
      <span className="text-slate-600 dark:text-slate-300">
        {from}–{to} / {total} kayıt
      </span>
      <span className="flex items-center gap-2">
        <Button variant="secondary" size="sm" disabled={skip === 0} onClick={() => onChange(Math.max(0, skip - take))}>
          ‹ Önceki
        </Button>
        <span aria-current="page">
          Sayfa {page} / {pages}
        </span>
        <Button variant="secondary" size="sm" disabled={skip + take >= total} onClick={() => onChange(skip + take)}>
          Sonraki ›
        </Button>
      </span>
    </nav>
  );
}
