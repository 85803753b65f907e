import { TextField } from "@/components/ui/field";

/** The hint under an English field of a record: where it shows, and what shows while it is empty. */
export const ENGLISH_FALLBACK_HINT = "İngilizce sitede (/en) gösterilir; boş bırakılırsa Türkçe metin gösterilir.";

/**
 * The English texts of a record (issue 16), under the Turkish ones in a closed section: the dashboard stays
 * Turkish-first, and the section opens by itself when one of its fields has an error.
 */
export function EnglishFields({ hasError = false, children }: { hasError?: boolean; children: React.ReactNode }) {
  return (
    <details
      open={hasError || undefined}
      className="rounded-md border border-slate-200 p-3 dark:border-slate-700 [&[open]>summary]:mb-3"
    >
      <summary className="cursor-pointer text-sm font-medium text-slate-800 dark:text-slate-200">
        İngilizce metinler (sitenin /en sürümü; boş bırakılan yerde Türkçesi gösterilir)
      </summary>
      <div className="space-y-4">{children}</div>
    </details>
  );
}

/** A lookup's English name (boat type, marina, district): only where it differs from the Turkish one. */
export function EnglishNameField({ value, error }: { value: string | null | undefined; error?: string }) {
  return (
    <TextField
      label="İngilizce karşılığı"
      name="name_en"
      defaultValue={value ?? ""}
      error={error}
      hint="İngilizce sitede (/en) farklıysa; boş bırakılırsa Türkçe ad gösterilir."
    />
  );
}
