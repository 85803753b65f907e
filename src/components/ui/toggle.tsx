"use client";

/** On/off switch (role="switch", aria-checked) for flags such as "Kiralık" or "Aktif"; label is required. */
import { focusRing } from "./button";

export function Toggle({
  checked,
  onChange,
  label,
  disabled,
  showLabel = false,
}: {
  checked: boolean;
  onChange: (next: boolean) => void;
  label: string;
  disabled?: boolean;
  showLabel?: boolean;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={showLabel ? undefined : label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={`inline-flex items-center gap-2 rounded-full text-sm disabled:opacity-50 ${focusRing}`}
    >
      <span
        aria-hidden="true"
        className={`relative inline-block h-5 w-9 rounded-full transition-colors ${checked ? "bg-sea-700" : "bg-slate-400 dark:bg-slate-600"}`}
      >
        <span
          className={`absolute top-0.5 left-0 size-4 rounded-full bg-white shadow transition-transform ${checked ? "translate-x-4" : "translate-x-0.5"}`}
        />
      </span>
      {showLabel ? <span>{label}</span> : null}
    </button>
  );
}
