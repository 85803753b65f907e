"use client";

/**
 * /dashboard/users (ADMIN): the users list (10 a page), create and edit forms, activate/deactivate (an owner with
 * boats: offered to hand them to another owner first), reassigning an owner's boats, "require a new password"
 * (sessions end, a reset link is mailed) and resetting a user's second factor (lost phone), each with
 * confirmation.
 */
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm";
import type { Column } from "@/components/ui/data-table";
import { SelectField, TextField } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { optionalText } from "@/components/ui/zod-form";
import { createUserBody, type UserDto } from "@/shared/users";
import { errorMessage } from "../api/client";
import { PASSWORD_POLICY_HINT } from "../password-reset/new-password-form";
import { useListQuery } from "../api/use-list-query";
import { day } from "../format";
import { useSession } from "../session/session-context";
import { PageHeader } from "../shell/page-header";
import { actionsColumn } from "../content/row-actions";
import { FormDialog } from "../content/form-dialog";
import { useSaveForm } from "../content/use-save-form";
import { EditUserDialog } from "./edit-user-dialog";
import { ReassignBoatsDialog } from "./reassign-boats-dialog";
import { ROLE_LABELS } from "./role-labels";
import { ListTable } from "../content/list-table";

function CreateUserDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: () => void }) {
  const { api } = useSession();
  const form = useSaveForm(createUserBody);
  const { busy, serverError } = form;

  async function submit(formElement: HTMLFormElement) {
    const data = new FormData(formElement);
    const values = {
      email: String(data.get("email") ?? "").trim(),
      password: String(data.get("password") ?? ""),
      role: data.get("role"),
      first_name: data.get("first_name"),
      last_name: data.get("last_name"),
      phone: optionalText(data.get("phone")),
    };
    const saved = await form.run(values, (body) => api.v1.post("/admin/users", { body }), "Kullanıcı oluşturuldu.");
    if (saved) {
      onCreated();
      onClose();
    }
  }

  return (
    <FormDialog
      open={open}
      title="Yeni kullanıcı"
      busy={busy}
      serverError={serverError}
      onClose={onClose}
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2"
    >
      <TextField label="Ad" name="first_name" required error={form.errors.first_name} autoComplete="off" />
      <TextField label="Soyad" name="last_name" required error={form.errors.last_name} autoComplete="off" />
      <TextField label="E-posta" name="email" type="email" required error={form.errors.email} autoComplete="off" />
      <TextField label="Telefon" name="phone" type="tel" error={form.errors.phone} autoComplete="off" />
      <TextField
        label="Şifre"
        name="password"
        type="password"
        required
        error={form.errors.password}
        hint={PASSWORD_POLICY_HINT}
        autoComplete="new-password"
      />
      <SelectField
        label="Rol"
        name="role"
        defaultValue="OWNER"
        error={form.errors.role}
        options={[
          { value: "OWNER", label: ROLE_LABELS.OWNER },
          { value: "ADMIN", label: ROLE_LABELS.ADMIN },
        ]}
      />
    </FormDialog>
  );
}

export function UsersScreen() {
  const { api, session } = useSession();
  const toast = useToast();
  const confirm = useConfirm();
  const list = useListQuery<UserDto>("/admin/users", { take: 10 });
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<UserDto | null>(null);
  const [reassigning, setReassigning] = useState<{ user: UserDto; deactivate: boolean } | null>(null);

  async function setActive(user: UserDto, active: boolean) {
    // Deactivating an owner who has boats: the reassignment dialog asks (and confirms) instead.
    if (!active && user.role === "OWNER" && user.boat_count > 0) return setReassigning({ user, deactivate: true });
    const ok = await confirm({
      title: active ? "Kullanıcıyı etkinleştir" : "Kullanıcıyı devre dışı bırak",
      message: active
        ? `${user.first_name} ${user.last_name} yeniden giriş yapabilecek.`
        : `${user.first_name} ${user.last_name} hemen oturumu kapatılacak ve giriş yapamayacak.`,
      confirmLabel: active ? "Etkinleştir" : "Devre dışı bırak",
      danger: !active,
    });
    if (!ok) return;
    try {
      await api.patch("/admin/users/activity", { id: user.id, active });
      toast.success(active ? "Kullanıcı etkinleştirildi." : "Kullanıcı devre dışı bırakıldı.");
      await list.reload();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  async function requireReset(user: UserDto) {
    const ok = await confirm({
      title: "Şifre yenileme iste",
      message: `${user.first_name} ${user.last_name} hemen oturumu kapatılacak ve yeni bir şifre belirleyene kadar giriş yapamayacak. ${user.email} adresine şifre belirleme bağlantısı gönderilecek.`,
      confirmLabel: "Şifre yenileme iste",
      danger: true,
    });
    if (!ok) return;
    try {
      await api.post(`/admin/users/${user.id}/password-reset`);
      toast.success("Şifre yenileme bağlantısı gönderildi; kullanıcının oturumları kapatıldı.");
      await list.reload();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  async function resetTotp(user: UserDto) {
    const ok = await confirm({
      title: "İki adımlı doğrulamayı sıfırla",
      message: `${user.first_name} ${user.last_name} bir sonraki girişinde yalnızca şifresiyle girecek ve doğrulama uygulamasını yeniden kurabilecek. Kurtarma kodları da silinir.`,
      confirmLabel: "Sıfırla",
      danger: true,
    });
    if (!ok) return;
    try {
      await api.del(`/admin/users/${user.id}/totp`);
      toast.success("İki adımlı doğrulama sıfırlandı.");
      await list.reload();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  const columns: Column<UserDto>[] = [
    { key: "name", header: "Ad Soyad", cell: (u) => `${u.first_name} ${u.last_name}` },
    { key: "email", header: "E-posta", cell: (u) => u.email },
    { key: "phone", header: "Telefon", cell: (u) => u.phone ?? "—" },
    { key: "role", header: "Rol", cell: (u) => ROLE_LABELS[u.role] },
    { key: "boats", header: "Tekne", cell: (u) => u.boat_count },
    {
      key: "active",
      header: "Durum",
      cell: (u) => (
        <span className="flex flex-wrap gap-1">
          <Badge tone={u.active ? "success" : "neutral"}>{u.active ? "Aktif" : "Pasif"}</Badge>
          {u.must_reset_password ? <Badge tone="warning">Şifre yenilemesi bekleniyor</Badge> : null}
        </span>
      ),
    },
    {
      key: "totp",
      header: "2 adımlı doğrulama",
      cell: (u) => <Badge tone={u.totp_enabled ? "success" : "neutral"}>{u.totp_enabled ? "Açık" : "Kapalı"}</Badge>,
    },
    { key: "created", header: "Kayıt", cell: (u) => day(u.created_at.slice(0, 10)) },
    actionsColumn((u) => (
      <span className="flex flex-wrap justify-end gap-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setEditing(u)}
          aria-label={`${u.first_name} ${u.last_name}: düzenle`}
        >
          Düzenle
        </Button>
        {u.boat_count > 0 ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setReassigning({ user: u, deactivate: false })}
            aria-label={`${u.first_name} ${u.last_name}: tekneleri devret`}
          >
            Tekneleri devret
          </Button>
        ) : null}
        {u.id === session.id ? null : (
          <>
            {u.active ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => requireReset(u)}
                aria-label={`${u.first_name} ${u.last_name}: şifre yenileme iste`}
              >
                Şifre yenileme iste
              </Button>
            ) : null}
            <Button
              size="sm"
              variant={u.active ? "secondary" : "primary"}
              onClick={() => setActive(u, !u.active)}
              aria-label={`${u.first_name} ${u.last_name}: ${u.active ? "devre dışı bırak" : "etkinleştir"}`}
            >
              {u.active ? "Devre dışı bırak" : "Etkinleştir"}
            </Button>
            {u.totp_enabled ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => resetTotp(u)}
                aria-label={`${u.first_name} ${u.last_name}: iki adımlı doğrulamayı sıfırla`}
              >
                2FA sıfırla
              </Button>
            ) : null}
          </>
        )}
      </span>
    )),
  ];

  return (
    <>
      <PageHeader
        title="Kullanıcılar"
        description="Yöneticiler ve tekne sahipleri."
        actions={<Button onClick={() => setCreating(true)}>Yeni kullanıcı</Button>}
      />
      <ListTable
        list={list}
        caption="Kullanıcılar"
        columns={columns}
        rowKey={(u) => u.id}
        emptyTitle="Henüz kullanıcı yok."
      />
      <CreateUserDialog open={creating} onClose={() => setCreating(false)} onCreated={list.reload} />
      <EditUserDialog user={editing} onClose={() => setEditing(null)} onSaved={list.reload} />
      <ReassignBoatsDialog
        user={reassigning?.user ?? null}
        deactivate={reassigning?.deactivate}
        onClose={() => setReassigning(null)}
        onDone={list.reload}
      />
    </>
  );
}
