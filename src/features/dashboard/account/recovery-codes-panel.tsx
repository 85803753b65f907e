"use client";

/**
 * The 10 recovery codes, shown once right after enrolment: the user must tick "Kodları kaydettim" before
 * going on (they are stored hashed and can never be shown again).
 */
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/field";

export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const headingId = useId();

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-lg font-semibold">
        Kurtarma kodlarınız
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-200">
        Telefonunuza erişemezseniz bu kodlardan biriyle giriş yapabilirsiniz. Her kod yalnızca bir kez kullanılır.
        Kodlar <strong>yalnızca şimdi</strong> gösteriliyor: güvenli bir yere kaydedin.
      </p>
      <ul aria-label="Kurtarma kodları" className="grid max-w-md grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded bg-slate-100 px-2 py-1 text-center dark:bg-slate-800">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={copy}>
          Kodları kopyala
        </Button>
        <span role="status" className="text-sm text-slate-600 dark:text-slate-300">
          {copied ? "Kopyalandı." : ""}
        </span>
      </div>
      <CheckboxField label="Kodları kaydettim" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
      <Button onClick={onDone} disabled={!saved}>
        Tamam
      </Button>
    </section>
  );
}
