"use client";

/** A read-only, selectable secret (an API key, a webhook secret) with a button that copies it. */
import { useId } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { controlClass } from "@/components/ui/field";

export function CopySecret({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(e) => e.currentTarget.select()}
          className={`${controlClass} mt-0 font-mono text-xs`}
          spellCheck={false}
        />
        <CopyButton value={value} done="Kopyalandı." failed="Kopyalanamadı; metni seçip kendiniz kopyalayın.">
          Kopyala
        </CopyButton>
      </div>
    </div>
  );
}
