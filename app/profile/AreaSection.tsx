// One section of a sectioned private area (Universidad Demo's registration, lodging and travel,
// academic registration, logistics): the backend's fields drawn by the one custom-form renderer,
// prefilled with what was saved; after a submit, the reply keeps what was typed and its messages.
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { AreaSection } from "~/backend/profile.server";
import { CustomFormFields } from "~/forms/CustomForm";
import { FormReplyProvider, SubmitButton, type FormReply } from "~/ui/form";

export function AreaSectionForm({ section, intent, reply }: { section: AreaSection; intent: string; reply: FormReply | null }) {
  const { t } = useTranslation("profile");
  // The tab's own heading names the section: the form takes the same name without repeating it.
  return (
    <div className="profile-part">
      <p>{t("area.intro")}</p>
      <FormReplyProvider reply={reply} idPrefix={intent}>
        <Form
          method="post"
          noValidate
          className="form"
          aria-label={section.title}
          encType={section.fields.some((field) => field.type === "file") ? "multipart/form-data" : undefined}
        >
          <input type="hidden" name="intent" value={intent} />
          <CustomFormFields fields={section.fields} values={section.values} files={section.files} />
          <div className="form-actions">
            <SubmitButton className="button">{t("area.submit", { section: section.title })}</SubmitButton>
          </div>
        </Form>
      </FormReplyProvider>
    </div>
  );
}
