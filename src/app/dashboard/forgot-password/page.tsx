import { ForgotPasswordForm } from "@/features/dashboard/password-reset/forgot-password-form";

export const metadata = { title: "Şifremi unuttum" };

export default function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}
