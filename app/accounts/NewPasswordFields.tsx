// The new password and its confirmation, one markup for sign-up, change and reset.
import { useTranslation } from "react-i18next";
import { TextField } from "~/ui/form";

type Props = {
  /** Labelled as replacing the current password ("Nueva contraseña") rather than as the account's first. */
  replacing?: boolean;
  /** A sentence after the password rules in the hint. */
  extraHint?: string;
};

export function NewPasswordFields({ replacing = false, extraHint }: Props) {
  const { t } = useTranslation("account");
  const rules = t("fields.passwordHint");
  return (
    <>
      <TextField
        name="password"
        type="password"
        label={replacing ? t("fields.newPassword") : t("fields.password")}
        hint={extraHint ? `${rules} ${extraHint}` : rules}
        autoComplete="new-password"
        required
      />
      <TextField
        name="confirmPassword"
        type="password"
        label={replacing ? t("fields.confirmNewPassword") : t("fields.confirmPassword")}
        autoComplete="new-password"
        required
      />
    </>
  );
}
