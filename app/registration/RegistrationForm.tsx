// The registration form's page body, for both of its pages; fields drawn by CustomForm under `register.<field>`.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CustomFormField } from "~/backend/participation.schemas";
import { CustomFormFields } from "~/forms/CustomForm";
import { customFormSummary } from "~/forms/custom-form-names";
import { NameFields } from "~/accounts/signup-form";
import { TextField, type FormReply } from "~/ui/form";
import { FormPage } from "~/ui/FormPage";
import { EXTERNAL_FIELDS, REGISTER_PREFIX, REGISTRATION_ID_PREFIX } from "./names";

export function RegistrationForm({
  reply,
  title,
  intro,
  description,
  fields,
  withPerson,
  submitLabel,
  aside,
}: {
  reply: FormReply | null | undefined;
  title: string;
  intro: string;
  description: string | null;
  fields: readonly CustomFormField[];
  /** Without an account: the person's name, surname and e-mail come first. */
  withPerson: boolean;
  submitLabel: string;
  aside?: ReactNode;
}) {
  const { t } = useTranslation("account");
  const summary = customFormSummary(fields, REGISTER_PREFIX);
  const personLabels = { name: t("fields.name"), surname: t("fields.surname"), email: t("fields.email") };
  const names = withPerson ? [...EXTERNAL_FIELDS, ...summary.fields] : summary.fields;
  const labels = withPerson ? { ...personLabels, ...summary.labels } : summary.labels;
  return (
    <FormPage
      reply={reply}
      idPrefix={REGISTRATION_ID_PREFIX}
      fields={names}
      labels={labels}
      title={title}
      intro={intro}
      description={description}
      submitLabel={submitLabel}
      aside={aside}
    >
      {withPerson ? (
        <>
          <NameFields />
          <TextField name="email" type="email" label={t("fields.email")} autoComplete="email" spellCheck={false} required />
        </>
      ) : null}
      <CustomFormFields fields={fields} prefix={REGISTER_PREFIX} />
    </FormPage>
  );
}
