import { LoginForm } from "@/features/dashboard/login/login-form";

export default function LoginPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 dark:bg-slate-900">
      <LoginForm />
    </main>
  );
}
