"use client";

/** What the mail template and the contract template forms share: their language tabs and their foot. */
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/field";
import { UnknownVariablesAlert } from "./variable-picker";

export type TemplateLanguage = "tr" | "en";

export const TEMPLATE_LANGUAGE_TABS = [
  { id: "tr", label: "Türkçe" },
  { id: "en", label: "İngilizce" },
];

/**
 * The foot of a template form: the unknown variables flagged, the server's message, "Kaydet" (submits the form) and
 * "Değişiklikleri geri al" (`onRevert` puts the saved texts back; the form's errors are cleared).
 */
export function TemplateFormActions({
  unknown,
  save,
  onRevert,
}: {
  unknown: readonly string[];
  save: { busy: boolean; serverError: string | null; reset: () => void };
  onRevert: () => void;
}) {
  return (
    <>
      <UnknownVariablesAlert names={unknown} />
      <FormError message={save.serverError} />
      <div className="flex gap-2">
        <Button type="submit" busy={save.busy}>
          Kaydet
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            onRevert();
            save.reset();
          }}
        >
          Değişiklikleri geri al
        </Button>
      </div>
    </>
  );
}
