"use client";

import { useTranslations } from "next-intl";
import { CopyButton as CopyValueButton } from "@/components/ui/copy-button";
import { SolidIcon } from "@/components/ui/icon";

/** A button that copies `value` (e.g. an IBAN without spaces) and confirms with a toast. */
export function CopyButton({ value, label, done }: { value: string; label: string; done: string }) {
  const t = useTranslations("ContentCopy");
  return (
    <CopyValueButton value={value} done={done} failed={t("failed")} aria-label={label} size="sm">
      <SolidIcon
        className="size-4"
        path="M7 2a2 2 0 0 0-2 2v1H4a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-1h1a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2H7zm5 13v1H4V7h1v6a2 2 0 0 0 2 2h5zM7 4h8v9H7V4z"
      />
      {t("copy")}
    </CopyValueButton>
  );
}
