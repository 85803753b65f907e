"use client";

/**
 * /dashboard/kvkk (ADMIN): a person's KVKK requests by e-mail address. "Verileri indir" saves everything held
 * about the address as one JSON file; "Verileri sil" (after a confirmation naming the address) anonymises it,
 * keeping amounts, payments and calendars. Both are recorded in the audit log by hashed address.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm";
import { TextField } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import type { EraseResult } from "@/shared/privacy";
import { ApiError, errorMessage, saveBlob } from "../api/client";
import { useSession } from "../session/session-context";
import { PageHeader } from "../shell/page-header";
import { clock } from "@/lib/clock";

function saveJson(data: unknown, filename: string) {
  saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }), filename);
}

const LABELS: [keyof EraseResult, string][] = [
  ["reservations", "rezervasyon"],
  ["contact_messages", "iletişim mesajı"],
  ["subscriptions", "abonelik"],
  ["consents", "izin kaydı"],
  ["comments", "yorum"],
  ["mails", "e-posta"],
  ["other_mentions", "diğer kayıt"],
];

export function KvkkScreen() {
  const { api } = useSession();
  const confirm = useConfirm();
  const toast = useToast();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState<"export" | "erase" | null>(null);
  const [erased, setErased] = useState<{ email: string; result: EraseResult } | null>(null);

  const address = email.trim();

  async function run(kind: "export" | "erase", action: () => Promise<void>) {
    setError(undefined);
    setBusy(kind);
    try {
      await action();
    } catch (e) {
      if (e instanceof ApiError && e.fields?.email) setError(e.fields.email);
      toast.error(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }

  const exportData = () =>
    run("export", async () => {
      const data = await api.post<unknown>("/admin/kvkk/export", { email: address });
      saveJson(data, `kvkk-${clock.now().toISOString().slice(0, 10)}.json`);
      toast.success("Kişisel veriler JSON dosyası olarak indirildi.");
    });

  async function eraseData() {
    const ok = await confirm({
      title: "Kişisel verileri sil",
      message: (
        <>
          <strong>{address}</strong> adresine ait ad, e-posta, telefon, notlar, mesajlar, abonelik ve e-postalar kalıcı
          olarak anonimleştirilecek. Rezervasyon tutarları, ödemeler ve takvim korunur. Bu işlem geri alınamaz.
        </>
      ),
      confirmLabel: "Evet, kalıcı olarak sil",
    });
    if (!ok) return;
    await run("erase", async () => {
      const result = await api.post<EraseResult>("/admin/kvkk/erase", { email: address });
      setErased({ email: address, result });
      setEmail("");
      toast.success("Kişisel veriler silindi.");
    });
  }

  return (
    <>
      <PageHeader
        title="KVKK Talepleri"
        description="Bir kişinin e-posta adresiyle tutulan tüm verilerini indirin ya da silin (anonimleştirin)."
      />
      <form
        className="max-w-xl space-y-4 rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
        onSubmit={(e) => {
          e.preventDefault();
          void exportData();
        }}
      >
        <TextField
          label="E-posta adresi"
          type="email"
          required
          autoComplete="off"
          value={email}
          error={error}
          hint="Rezervasyonlar, iletişim mesajları, abonelik ve izin kayıtları, yorumlar ve e-postalar bu adresle bulunur."
          onChange={(e) => setEmail(e.target.value)}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={busy === "export"} disabled={!address || busy !== null}>
            Verileri indir (JSON)
          </Button>
          <Button variant="danger" busy={busy === "erase"} disabled={!address || busy !== null} onClick={eraseData}>
            Verileri sil
          </Button>
        </div>
      </form>
      {erased && (
        <section
          aria-label="Silme sonucu"
          className="mt-6 max-w-xl rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm dark:border-emerald-800 dark:bg-emerald-950"
        >
          <p className="font-semibold">{erased.email} adresinin verileri silindi.</p>
          <ul className="mt-2 list-disc pl-5">
            {LABELS.map(([key, label]) => (
              <li key={key}>
                {erased.result[key]} {label}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
