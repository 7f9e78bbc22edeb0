// Field kinds the extended profile needs beyond app/ui/form.tsx's (date, select, textarea), with
// the same GOV.UK error pattern: label, hint, the message beside the field, values kept.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { describedBy, FieldErrors, useField } from "~/ui/form";

type Common = { name: string; label: string; hint?: ReactNode; required?: boolean; defaultValue?: string };

function Frame({ name, label, hint, children }: { name: string; label: string; hint?: ReactNode; children: (ids: ReturnType<typeof useField>) => ReactNode }) {
  const field = useField(name);
  const invalid = field.errors.length > 0;
  return (
    <div className={`field${invalid ? " field-invalid" : ""}`}>
      <label className="field-label" htmlFor={field.id}>
        {label}
      </label>
      {hint ? (
        <div id={field.hintId} className="field-hint">
          {hint}
        </div>
      ) : null}
      <FieldErrors id={field.errorId} errors={field.errors} />
      {children(field)}
    </div>
  );
}

function aria(field: ReturnType<typeof useField>, hint: ReactNode, required?: boolean) {
  const invalid = field.errors.length > 0;
  return {
    id: field.id,
    "aria-invalid": invalid || undefined,
    "aria-required": required || undefined,
    "aria-describedby": describedBy(hint ? field.hintId : undefined, invalid && field.errorId),
  };
}

/** A date input: browsers with a picker send `YYYY-MM-DD`; the server also reads `27/03/1990`. */
export function DateField({ name, label, hint, required, defaultValue }: Common) {
  return (
    <Frame name={name} label={label} hint={hint}>
      {(field) => (
        <input
          {...aria(field, hint, required)}
          className="field-input field-input-date"
          name={name}
          type="date"
          required={required}
          defaultValue={field.value ?? defaultValue}
        />
      )}
    </Frame>
  );
}

export function SelectField({ name, label, hint, required, defaultValue, options }: Common & { options: { value: string; label: string }[] }) {
  const { t } = useTranslation("profile");
  return (
    <Frame name={name} label={label} hint={hint}>
      {(field) => (
        <select {...aria(field, hint, required)} className="field-input field-input-short" name={name} required={required} defaultValue={field.value ?? defaultValue ?? ""}>
          <option value="">{t("fields.choose")}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Frame>
  );
}

export function TextareaField({ name, label, hint, required, defaultValue }: Common) {
  return (
    <Frame name={name} label={label} hint={hint}>
      {(field) => (
        <textarea
          {...aria(field, hint, required)}
          className="field-input field-textarea"
          name={name}
          rows={4}
          required={required}
          defaultValue={field.value ?? defaultValue}
        />
      )}
    </Frame>
  );
}
