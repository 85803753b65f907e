"use client";

/**
 * An agency's webhook signing secret (GET/POST /v1/admin/agencies/:id/webhook-secret): hidden until asked for,
 * then shown with a copy button; rotating asks first (the old secret stops signing at once).
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "../api/client";
import { useSession } from "../session/session-context";
import { CopySecret } from "./copy-secret";

export function WebhookSecretPanel({ agencyId, hasUrl }: { agencyId: number; hasUrl: boolean }) {
  const { api } = useSession();
  const toast = useToast();
  const confirm = useConfirm();
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState<"show" | "rotate" | null>(null);

  async function show() {
    setBusy("show");
    try {
      setSecret((await api.v1.get("/admin/agencies/{id}/webhook-secret", { params: { id: agencyId } })).secret);
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }

  async function rotate() {
    const ok = await confirm({
      title: "Webhook imza anahtarını yenile",
      message:
        "Yeni bir anahtar oluşturulur ve bundan sonraki her webhook onunla imzalanır; eski anahtar hemen geçersiz olur. Acente yeni anahtarı sistemine girene kadar imzaları doğrulayamaz.",
      confirmLabel: "Yenile",
      danger: true,
    });
    if (!ok) return;
    setBusy("rotate");
    try {
      setSecret((await api.v1.post("/admin/agencies/{id}/webhook-secret", { params: { id: agencyId } })).secret);
      toast.success("Webhook imza anahtarı yenilendi.");
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="agency-secret" className="mt-8">
      <h2 id="agency-secret" className="mb-2 text-lg font-semibold">
        Webhook imza anahtarı
      </h2>
      <p className="mb-3 text-sm text-slate-700 dark:text-slate-200">
        Her webhook <code className="font-mono">Liman-Signature</code> başlığında bu anahtarla imzalanır; acente imzayı
        doğrulayarak isteğin bizden geldiğini anlar.
        {hasUrl ? "" : " Acentenin webhook adresi yok: adres girilene kadar olay gönderilmez."}
      </p>
      {secret ? <CopySecret label="İmza anahtarı" value={secret} /> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {secret ? (
          <Button variant="secondary" onClick={() => setSecret(null)}>
            Gizle
          </Button>
        ) : (
          <Button variant="secondary" onClick={show} busy={busy === "show"}>
            Anahtarı göster
          </Button>
        )}
        <Button variant="danger" onClick={rotate} busy={busy === "rotate"}>
          Anahtarı yenile
        </Button>
      </div>
    </section>
  );
}
