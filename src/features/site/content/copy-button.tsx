"use client";

import { useTranslations } from "next-intl";
import { useToast } from "@/components/ui/toast";
import { buttonClass } from "@/components/ui/button";
import { SolidIcon } from "@/components/ui/icon";

/** Copies with the Clipboard API, or through a hidden text area where that API is missing (plain http). */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the legacy way
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

/** A button that copies `value` (e.g. an IBAN without spaces) and confirms with a toast. */
export function CopyButton({ value, label, done }: { value: string; label: string; done: string }) {
  const toast = useToast();
  const t = useTranslations("ContentCopy");
  return (
    <button
      type="button"
      aria-label={label}
      className={buttonClass("secondary", "sm")}
      onClick={async () => {
        if (await copyText(value)) toast.success(done);
        else toast.error(t("failed"));
      }}
    >
      <SolidIcon
        className="size-4"
        path="M7 2a2 2 0 0 0-2 2v1H4a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-1h1a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2H7zm5 13v1H4V7h1v6a2 2 0 0 0 2 2h5zM7 4h8v9H7V4z"
      />
      {t("copy")}
    </button>
  );
}
