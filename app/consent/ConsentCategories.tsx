// The consent categories' boxes: on the cookie settings page, and in the banner's second layer,
// whose code the browser loads only once the visitor opens it (./Banner.tsx).
import { useTranslation } from "react-i18next";
import { CheckboxField, FormReplyProvider } from "~/ui/form";
import { CONSENT_BANNER_ID, OPTIONAL_CATEGORIES, type Consent } from "./consent";

export function ConsentCategories({ consent }: { consent: Consent | null }) {
  const { t } = useTranslation("consent");
  return (
    <fieldset className="field consent-categories">
      <legend className="field-label">{t("legend")}</legend>
      <div className="consent-always">
        <p className="consent-always-name">
          <strong>{t("categories.technical.label")}</strong> <span className="badge">{t("categories.technical.always")}</span>
        </p>
        <p className="field-hint">{t("categories.technical.hint")}</p>
      </div>
      {OPTIONAL_CATEGORIES.map((category) => (
        <CheckboxField
          key={category}
          name={category}
          label={t(`categories.${category}.label`)}
          hint={t(`categories.${category}.hint`)}
          defaultChecked={consent?.[category] ?? false}
        />
      ))}
    </fieldset>
  );
}

/** The banner's boxes: nothing chosen yet, ids of their own beside the settings page's. */
export function BannerCategories() {
  return (
    <FormReplyProvider reply={null} idPrefix={CONSENT_BANNER_ID}>
      <ConsentCategories consent={null} />
    </FormReplyProvider>
  );
}
