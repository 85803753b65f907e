import { ResetPasswordForm } from "@/features/dashboard/password-reset/reset-password-form";

export const metadata = { title: "Yeni şifre belirle" };

export default function ResetPasswordPage() {
  return <ResetPasswordForm />;
}
