"use client";

/**
 * Moves an owner's boats to another active OWNER (ADMIN): all of them (archived ones included) or those ticked.
 * In "deactivate" mode it is also the confirmation of deactivating that owner: the boats move first (when a new
 * owner is chosen), then the user is deactivated and their sessions end.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { CheckboxField, FormError, SelectField } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import type { UserDto } from "@/shared/users";
import { errorMessage } from "../api/client";
import { useApiQuery } from "../api/use-api-query";
import { useSession } from "../session/session-context";
import type { BoatListItem } from "../boats/boat-types";

type Pick = { id: number; name: string; role: string };

export function ReassignBoatsDialog({
  user,
  deactivate = false,
  onClose,
  onDone,
}: {
  user: UserDto | null;
  deactivate?: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { api } = useSession();
  const toast = useToast();
  const owners = useApiQuery<Pick[]>(user ? "/admin/users/select" : null);
  const boats = useApiQuery<{ items: BoatListItem[]; total: number }>(user ? "/admin/boats" : null, {
    owner_id: user?.id,
    take: 100,
  });
  const [all, setAll] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const candidates = (owners.data ?? []).filter((o) => o.role === "OWNER" && o.id !== user?.id);
  const name = user ? `${user.first_name} ${user.last_name}` : "";

  function close() {
    setError(null);
    setAll(true);
    onClose();
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!user) return;
    const data = new FormData(event.currentTarget);
    const target = Number(data.get("to_owner_id") ?? 0);
    const picked = data.getAll("boat_ids").map(Number);
    if (!deactivate && !target) return setError("Yeni tekne sahibini seçin.");
    if (target && !all && picked.length === 0) return setError("En az bir tekne seçin.");
    setBusy(true);
    setError(null);
    try {
      if (target) {
        const moved = await api.post<{ boat_ids: number[] }>(`/admin/users/${user.id}/reassign-boats`, {
          to_owner_id: target,
          ...(all ? {} : { boat_ids: picked }),
        });
        toast.success(`${moved.boat_ids.length} tekne devredildi.`);
      }
      if (deactivate) {
        await api.patch(`/admin/users/${user.id}`, { active: false });
        toast.success("Kullanıcı devre dışı bırakıldı.");
      }
      onDone();
      close();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={user !== null}
      onClose={close}
      title={deactivate ? "Kullanıcıyı devre dışı bırak" : "Tekneleri devret"}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Vazgeç
          </Button>
          <Button type="submit" form="reassign-boats-form" busy={busy} variant={deactivate ? "danger" : "primary"}>
            {deactivate ? "Devre dışı bırak" : "Devret"}
          </Button>
        </>
      }
    >
      {user ? (
        <form key={user.id} id="reassign-boats-form" noValidate onSubmit={submit} className="grid gap-3">
          {deactivate ? (
            <p className="text-sm">
              {name} hemen oturumu kapatılacak ve giriş yapamayacak. {user.boat_count} teknesi var: tekneleri başka bir
              tekne sahibine devredebilir ya da bu kullanıcıda bırakabilirsiniz.
            </p>
          ) : (
            <p className="text-sm">
              {name} adlı kullanıcının teknelerini başka bir tekne sahibine devredin. Rezervasyonlar ve geçmiş tekneyle
              birlikte gider.
            </p>
          )}
          {owners.error ? <FormError message={owners.error} /> : null}
          <SelectField
            label="Yeni tekne sahibi"
            name="to_owner_id"
            placeholder={deactivate ? "Tekneler bu kullanıcıda kalsın" : "Seçin"}
            disabled={owners.loading}
            options={candidates.map((o) => ({ value: String(o.id), label: o.name }))}
            hint={!owners.loading && candidates.length === 0 ? "Etkin başka bir tekne sahibi yok." : undefined}
          />
          <CheckboxField
            label={`Tüm teknelerini devret (arşivdekiler dahil, ${user.boat_count} tekne)`}
            checked={all}
            onChange={(e) => setAll(e.currentTarget.checked)}
          />
          {all ? null : boats.loading ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">Tekneler yükleniyor…</p>
          ) : boats.error ? (
            <FormError message={boats.error} />
          ) : (boats.data?.items ?? []).length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">Arşiv dışında teknesi yok.</p>
          ) : (
            <fieldset className="grid gap-1">
              <legend className="text-sm font-medium">Devredilecek tekneler</legend>
              {(boats.data?.items ?? []).map((b) => (
                <CheckboxField key={b.id} label={b.name} name="boat_ids" value={String(b.id)} defaultChecked />
              ))}
            </fieldset>
          )}
          <FormError message={error} />
        </form>
      ) : null}
    </Dialog>
  );
}
