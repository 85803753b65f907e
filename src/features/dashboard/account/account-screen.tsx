"use client";

/** /dashboard/account (every staff member): who is signed in, and the password change. */
import { PageHeader } from "../shell/page-header";
import { useSession } from "../session/session-context";
import { ChangePasswordForm } from "./change-password-form";

const ROLE_LABELS = { ADMIN: "Yönetici", OWNER: "Tekne sahibi" } as const;

export function AccountScreen() {
  const { session } = useSession();
  return (
    <>
      <PageHeader title="Hesabım" description={`${session.user_name} · ${ROLE_LABELS[session.user_role]}`} />
      <ChangePasswordForm />
    </>
  );
}
