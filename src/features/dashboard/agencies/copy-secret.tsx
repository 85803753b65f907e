"use client";

/** A read-only, selectable secret (an API key, a webhook secret) with a button that copies it. */
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { controlClass } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";

/** The Clipboard API, or a hidden text area where it is missing (plain http). */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the older way
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand("copy");
  area.remove();
  return ok;
}

export function CopySecret({ label, value }: { label: string; value: string }) {
  const toast = useToast();
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
        <Button
          variant="secondary"
          onClick={async () => {
            if (await copyText(value)) toast.success("Kopyalandı.");
            else toast.error("Kopyalanamadı; metni seçip kendiniz kopyalayın.");
          }}
        >
          Kopyala
        </Button>
      </div>
    </div>
  );
}
