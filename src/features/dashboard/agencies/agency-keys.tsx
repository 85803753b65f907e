"use client";

/**
 * An agency's API keys (GET/POST/DELETE /v1/admin/agencies/:id/keys): prefix, label, created, last used, revoked.
 * A new key is shown once, in a dialog with a copy button and a warning; revoking asks first.
 */
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm";
import { type Column, DataTable } from "@/components/ui/data-table";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { type AgencyKeyDto, agencyKeyBody } from "@/shared/agencies";
import { errorMessage } from "../api/client";
import { useApiQuery } from "../api/use-api-query";
import { FormDialog } from "../content/form-dialog";
import { actionsColumn } from "../content/row-actions";
import { useSaveForm } from "../content/use-save-form";
import { moment } from "../format";
import { useSession } from "../session/session-context";
import { CopySecret } from "./copy-secret";

function NewKeyDialog({
  agencyId,
  open,
  onClose,
  onCreated,
}: {
  agencyId: number;
  open: boolean;
  onClose: () => void;
  onCreated: (key: string) => void;
}) {
  const { api } = useSession();
  const form = useSaveForm(agencyKeyBody);

  async function submit(element: HTMLFormElement) {
    const label = String(new FormData(element).get("label") ?? "").trim();
    let key = "";
    const ok = await form.run(
      { label },
      async (body) => {
        const created = await api.v1.post("/admin/agencies/{id}/keys", { params: { id: agencyId }, body });
        key = created.key;
        return created;
      },
      "API anahtarı oluşturuldu.",
    );
    if (ok) {
      onClose();
      onCreated(key);
    }
  }

  return (
    <FormDialog
      open={open}
      title="Yeni API anahtarı"
      busy={form.busy}
      serverError={form.serverError}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Anahtar oluştur"
    >
      <TextField
        label="Etiket (isteğe bağlı)"
        name="label"
        placeholder="Canlı sistem, 2027"
        hint="Anahtarları ayırt etmek için; acenteye gösterilmez."
        error={form.errors.label}
        autoComplete="off"
      />
    </FormDialog>
  );
}

function ShownOnceDialog({ apiKey, onClose }: { apiKey: string | null; onClose: () => void }) {
  return (
    <Dialog
      open={apiKey !== null}
      onClose={onClose}
      title="API anahtarı oluşturuldu"
      footer={<Button onClick={onClose}>Kaydettim, kapat</Button>}
    >
      <div className="space-y-3">
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          Bu anahtar <strong>yalnızca şimdi</strong> gösteriliyor: kopyalayıp acenteye güvenli bir yoldan iletin.
          Sistemde yalnızca özeti saklanır; pencereyi kapattıktan sonra bir daha görüntülenemez. Kaybedilirse yenisini
          oluşturup bunu iptal edin.
        </p>
        {apiKey ? <CopySecret label="API anahtarı" value={apiKey} /> : null}
      </div>
    </Dialog>
  );
}

export function AgencyKeys({ agencyId, onChange }: { agencyId: number; onChange?: () => void }) {
  const { api } = useSession();
  const toast = useToast();
  const confirm = useConfirm();
  const keys = useApiQuery<{ items: AgencyKeyDto[]; total: number }>(`/admin/agencies/${agencyId}/keys`);
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<string | null>(null);

  async function revoke(key: AgencyKeyDto) {
    const ok = await confirm({
      title: "API anahtarını iptal et",
      message: `${key.prefix}… ile başlayan anahtar${key.label ? ` (${key.label})` : ""} hemen geçersiz olur: bu anahtarla gelen her istek reddedilir. Bu işlem geri alınamaz.`,
      confirmLabel: "İptal et",
      danger: true,
    });
    if (!ok) return;
    try {
      await api.v1.delete("/admin/agencies/{id}/keys/{keyId}", { params: { id: agencyId, keyId: key.id } });
      toast.success("API anahtarı iptal edildi.");
      await keys.reload();
      onChange?.();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  const columns: Column<AgencyKeyDto>[] = [
    { key: "prefix", header: "Anahtar", cell: (k) => <span className="font-mono text-xs">{k.prefix}…</span> },
    { key: "label", header: "Etiket", cell: (k) => k.label ?? "—" },
    {
      key: "created",
      header: "Oluşturma",
      cell: (k) => <span className="whitespace-nowrap">{moment(k.created_at)}</span>,
    },
    {
      key: "used",
      header: "Son kullanım",
      cell: (k) => <span className="whitespace-nowrap">{k.last_used_at ? moment(k.last_used_at) : "Hiç"}</span>,
    },
    {
      key: "state",
      header: "Durum",
      cell: (k) =>
        k.revoked_at ? (
          <Badge tone="neutral">İptal edildi · {moment(k.revoked_at)}</Badge>
        ) : (
          <Badge tone="success">Geçerli</Badge>
        ),
    },
    actionsColumn((k) =>
      k.revoked_at ? null : (
        <Button size="sm" variant="danger" onClick={() => revoke(k)} aria-label={`${k.prefix} anahtarını iptal et`}>
          İptal et
        </Button>
      ),
    ),
  ];

  return (
    <section aria-labelledby="agency-keys" className="mt-8">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="agency-keys" className="text-lg font-semibold">
          API anahtarları
        </h2>
        <Button size="sm" onClick={() => setCreating(true)}>
          Yeni anahtar
        </Button>
      </div>
      <DataTable
        caption="API anahtarları"
        columns={columns}
        rows={keys.data?.items}
        rowKey={(k) => k.id}
        loading={keys.loading}
        error={keys.error}
        emptyTitle="Bu acentenin henüz API anahtarı yok."
        emptyDescription="Anahtar değiştirirken önce yenisini oluşturun, acente geçince eskisini iptal edin."
      />
      <NewKeyDialog
        agencyId={agencyId}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setShown(key);
          void keys.reload();
          onChange?.();
        }}
      />
      <ShownOnceDialog apiKey={shown} onClose={() => setShown(null)} />
    </section>
  );
}
