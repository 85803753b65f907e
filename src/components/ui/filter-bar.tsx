"use client";

/**
 * Filter row above a list: a labelled <form> whose fields are read with FormData on submit
 * ("Filtrele") and cleared with "Temizle". `onApply(values)` receives the non-empty values as strings.
 */
import { Button } from "./button";

export function FilterBar({
  label,
  onApply,
  children,
}: {
  label: string;
  onApply: (values: Record<string, string>) => void;
  children: React.ReactNode;
}) {
  return (
    <form
      aria-label={label}
      className="mb-4 grid grid-cols-1 items-end gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-6 dark:border-slate-700 dark:bg-slate-900"
      onSubmit={(e) => {
        e.preventDefault();
        const values: Record<string, string> = {};
        for (const [key, value] of new FormData(e.currentTarget)) {
          if (typeof value === "string" && value.trim() !== "") values[key] = value.trim();
        }
        onApply(values);
      }}
      onReset={() => onApply({})}
    >
      {children}
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Filtrele</Button>
        <Button type="reset" variant="secondary">
          Temizle
        </Button>
      </div>
    </form>
  );
}
