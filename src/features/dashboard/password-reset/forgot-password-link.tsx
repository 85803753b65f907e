import { DashboardLink as Link } from "@/features/dashboard/dashboard-link";
import { authLinkClass } from "./auth-card";

/** "Şifremi unuttum" under the login form. */
export function ForgotPasswordLink() {
  return (
    <p className="text-center">
      <Link href="/dashboard/forgot-password" className={authLinkClass}>
        Şifremi unuttum
      </Link>
    </p>
  );
}
