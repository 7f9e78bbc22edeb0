// The change-password form: put it inside a FormReplyProvider, with an ErrorSummary of
// CHANGE_PASSWORD_FIELDS at the top of <main>; the action is submitChangePassword.
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { HoneypotField, TextField, SubmitButton } from "~/ui/form";
import { NewPasswordFields } from "./NewPasswordFields";

/** The form's fields, in order (for the ErrorSummary). */
export const CHANGE_PASSWORD_FIELDS = ["currentPassword", "password", "confirmPassword"];

export function useChangePasswordLabels(): Record<string, string> {
  const { t } = useTranslation("account");
  return {
    currentPassword: t("fields.currentPassword"),
    password: t("fields.newPassword"),
    confirmPassword: t("fields.confirmNewPassword"),
  };
}

type Props = {
  action?: string;
  /** A page with several forms posts this as `intent` (the reply's initialValue carries it back). */
  intent?: string;
};

export function ChangePasswordForm({ action, intent }: Props) {
  const { t } = useTranslation(["password", "account"]);
  return (
    <Form method="post" action={action} noValidate>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <TextField
        name="currentPassword"
        type="password"
        label={t("account:fields.currentPassword")}
        autoComplete="current-password"
        required
      />
      <NewPasswordFields replacing extraHint={t("password:change.differentHint")} />
      <HoneypotField />
      <div className="form-actions">
        <SubmitButton className="button">{t("password:change.submit")}</SubmitButton>
      </div>
    </Form>
  );
}
