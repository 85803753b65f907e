"use client";

/** Amenities as removable chips with an input to add one (Enter or "Ekle"). */
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { controlClass } from "@/components/ui/field";

export function AmenitiesInput({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const add = () => {
    const label = draft.trim();
    if (!label) return;
    if (!value.some((v) => v.toLocaleLowerCase("tr-TR") === label.toLocaleLowerCase("tr-TR")))
      onChange([...value, label]);
    setDraft("");
  };
  return (
    <div className="text-sm">
      <label htmlFor={id} className="block font-medium">
        Olanaklar
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          value={draft}
          maxLength={60}
          placeholder="ör. Klima, Jeneratör, Kano"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
          className={`${controlClass} mt-0`}
        />
        <Button variant="secondary" onClick={add}>
          Ekle
        </Button>
      </div>
      {error ? <span className="mt-1 block text-xs font-medium text-red-700 dark:text-red-400">{error}</span> : null}
      <ul className="mt-2 flex flex-wrap gap-2" aria-label="Eklenen olanaklar">
        {value.map((item) => (
          <li
            key={item}
            className="inline-flex items-center gap-1 rounded-full bg-sea-50 py-0.5 pr-1 pl-3 text-sea-900 dark:bg-slate-800 dark:text-slate-100"
          >
            {item}
            <button
              type="button"
              aria-label={`${item} olanağını kaldır`}
              onClick={() => onChange(value.filter((v) => v !== item))}
              className="rounded-full px-1.5 hover:bg-sea-100 focus-visible:outline-2 focus-visible:outline-sea-600 dark:hover:bg-slate-700"
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
