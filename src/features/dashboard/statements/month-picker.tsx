"use client";

import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { addMonths } from "@/lib/turkish-calendar";

/** A statement's month (`YYYY-MM`): typed, or stepped back and forth. */
export function MonthPicker({ month, onChange }: { month: string; onChange: (month: string) => void }) {
  return (
    <>
      <TextField
        label="Ay"
        type="month"
        className="w-44"
        value={month}
        min="2000-01"
        max="2099-12"
        onChange={(e) => {
          if (/^\d{4}-\d{2}$/.test(e.target.value)) onChange(e.target.value);
        }}
      />
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => onChange(addMonths(month, -1))} aria-label="Önceki ay">
          ‹ Önceki
        </Button>
        <Button variant="secondary" onClick={() => onChange(addMonths(month, 1))} aria-label="Sonraki ay">
          Sonraki ›
        </Button>
      </div>
    </>
  );
}
