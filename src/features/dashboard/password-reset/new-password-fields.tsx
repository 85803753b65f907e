import { TextField } from "@/components/ui/field";
import { PASSWORD_POLICY_HINT } from "./new-password-form";

/** The new password and its repetition, as the change and the reset forms ask for them. */
export function NewPasswordFields({ name, errors }: { name: string; errors: Record<string, string | undefined> }) {
  return (
    <>
      <TextField
        label="Yeni şifre"
        name={name}
        type="password"
        required
        autoComplete="new-password"
        hint={PASSWORD_POLICY_HINT}
        error={errors[name]}
      />
      <TextField
        label="Yeni şifre (tekrar)"
        name="repeat"
        type="password"
        required
        autoComplete="new-password"
        error={errors.repeat}
      />
    </>
  );
}
