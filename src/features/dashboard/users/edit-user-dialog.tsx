"use client";

/**
 * Edit a user (ADMIN): names, e-mail, phone, role and active. The server refuses to deactivate or demote oneself
 * and the last active ADMIN; a new e-mail, a new role or a deactivation ends the user's sessions at once.
 */
import { Fragment } from "react";
import { CheckboxField, SelectField, TextField } from "@/components/ui/field";
import { type UserDto, updateUserBody } from "@/shared/users";
import { FormDialog } from "../content/form-dialog";
import { useSaveForm } from "../content/use-save-form";
import { useSession } from "../session/session-context";
import { ROLE_LABELS } from "./role-labels";

export function EditUserDialog({
  user,
  onClose,
  onSaved,
}: {
  user: UserDto | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { api, session } = useSession();
  const form = useSaveForm(updateUserBody);
  const { busy, serverError } = form;
  const self = user?.id === session.id;

  function close() {
    form.reset();
    onClose();
  }

  async function submit(formElement: HTMLFormElement) {
    if (!user) return;
    const data = new FormData(formElement);
    const values = {
      first_name: data.get("first_name"),
      last_name: data.get("last_name"),
      email: String(data.get("email") ?? "").trim(),
      phone: String(data.get("phone") ?? "").trim(),
      ...(self ? {} : { role: data.get("role"), active: data.get("active") === "on" }),
    };
    const saved = await form.run(
      values,
      (body) => api.v1.patch("/admin/users/{id}", { params: { id: user.id }, body }),
      "Kaydedildi.",
    );
    if (saved) {
      onSaved();
      close();
    }
  }

  return (
    <FormDialog
      open={user !== null}
      title="Kullanıcıyı düzenle"
      busy={busy}
      serverError={serverError}
      onClose={close}
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2"
    >
      {user ? (
        <Fragment key={user.id}>
          <TextField
            label="Ad"
            name="first_name"
            required
            defaultValue={user.first_name}
            error={form.errors.first_name}
            autoComplete="off"
          />
          <TextField
            label="Soyad"
            name="last_name"
            required
            defaultValue={user.last_name}
            error={form.errors.last_name}
            autoComplete="off"
          />
          <TextField
            label="E-posta"
            name="email"
            type="email"
            required
            defaultValue={user.email}
            error={form.errors.email}
            hint="Değişirse kullanıcının oturumları kapatılır."
            autoComplete="off"
          />
          <TextField
            label="Telefon"
            name="phone"
            type="tel"
            defaultValue={user.phone ?? ""}
            error={form.errors.phone}
            autoComplete="off"
          />
          <SelectField
            label="Rol"
            name="role"
            defaultValue={user.role}
            disabled={self}
            hint={self ? "Kendi rolünüzü değiştiremezsiniz." : "Değişirse kullanıcının oturumları kapatılır."}
            error={form.errors.role}
            options={[
              { value: "OWNER", label: ROLE_LABELS.OWNER },
              { value: "ADMIN", label: ROLE_LABELS.ADMIN },
            ]}
          />
          <CheckboxField
            label="Aktif"
            name="active"
            defaultChecked={user.active}
            disabled={self}
            hint={self ? "Kendi hesabınızı pasifleştiremezsiniz." : "Pasif kullanıcı hemen oturumdan çıkarılır."}
            error={form.errors.active}
            className="self-end"
          />
        </Fragment>
      ) : null}
    </FormDialog>
  );
}
