// Field kinds the extended profile needs beyond app/ui/form.tsx's (date, select), with
// the same GOV.UK error pattern: label, hint, the message beside the field, values kept.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { controlProps, FieldFrame } from "~/ui/form";

type Common = { name: string; label: string; hint?: ReactNode; required?: boolean; defaultValue?: string };

/** A date input: browsers with a picker send `YYYY-MM-DD`; the server also reads `27/03/1990`. */
export function DateField({ name, label, hint, required, defaultValue }: Common) {
  return (
    <FieldFrame name={name} label={label} hint={hint}>
      {(field) => (
        <input
          {...controlProps(field, name, hint, required)}
          className="field-input field-input-date"
          type="date"
          defaultValue={field.value ?? defaultValue}
        />
      )}
    </FieldFrame>
  );
}

export function SelectField({ name, label, hint, required, defaultValue, options }: Common & { options: { value: string; label: string }[] }) {
  const { t } = useTranslation("profile");
  return (
    <FieldFrame name={name} label={label} hint={hint}>
      {(field) => (
        <select {...controlProps(field, name, hint, required)} className="field-input field-input-short" defaultValue={field.value ?? defaultValue ?? ""}>
          <option value="">{t("fields.choose")}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
