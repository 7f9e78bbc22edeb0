// The one renderer of custom forms: a field list from the backend (an activity's survey, the
// extended profile; the networking profile and registration forms next) drawn with app/ui/form.tsx's
// pieces, so every field follows the GOV.UK error pattern (label or legend, hint, "(optional)" on
// what is not required, the message beside it, values kept as typed). It draws the fields only: the
// caller owns the <Form> (its intent, its button) and the FormReplyProvider that gives the reply.
// The server side (schema, payload) is app/forms/custom-form.ts.
import { useTranslation } from "react-i18next";
import type { CustomFormField, CustomFormValue } from "~/backend/participation.schemas";
import { formName } from "./custom-form-names";
import { CheckboxesField, CheckboxField, DateField, RadioGroupField, ScaleField, SelectField, TextArea, TextField } from "~/ui/form";

const asText = (value: CustomFormValue | undefined) => (typeof value === "string" || typeof value === "number" ? String(value) : undefined);

/**
 * Every field of `fields`, in order. `values` are the saved answers shown before any submission;
 * after one, the FormReplyProvider's reply gives what was typed and the messages.
 */
export function CustomFormFields({ fields, prefix, values = {} }: { fields: readonly CustomFormField[]; prefix?: string; values?: Record<string, CustomFormValue> }) {
  const { t } = useTranslation("forms");
  return (
    <>
      {fields.map((field) => {
        const name = formName(prefix, field.name);
        const saved = values[field.name];
        // GOV.UK: mark what is optional, not what is required. A lone box is its own answer.
        const label = field.required || field.type === "checkbox" ? field.label : t("optional", { label: field.label });
        const common = { name, hint: field.hint };
        switch (field.type) {
          case "text":
            return <TextField key={field.name} {...common} label={label} required={field.required} defaultValue={asText(saved) ?? ""} />;
          case "textarea":
            return <TextArea key={field.name} {...common} label={label} rows={4} required={field.required} defaultValue={asText(saved) ?? ""} />;
          case "radio":
            return <RadioGroupField key={field.name} {...common} legend={label} options={field.options} required={field.required} defaultValue={asText(saved)} />;
          case "select":
            return <SelectField key={field.name} {...common} label={label} options={field.options} required={field.required} defaultValue={asText(saved) ?? ""} />;
          case "checkboxes":
            return <CheckboxesField key={field.name} {...common} legend={label} options={field.options} defaultValue={Array.isArray(saved) ? saved : []} />;
          case "scale":
            return (
              <ScaleField
                key={field.name} {...common}
                legend={label}
                min={field.min}
                max={field.max}
                minLabel={field.min_label}
                maxLabel={field.max_label}
                required={field.required}
                defaultValue={asText(saved)}
              />
            );
          case "date":
            return <DateField key={field.name} {...common} label={label} required={field.required} defaultValue={asText(saved) ?? ""} />;
          case "checkbox":
            return <CheckboxField key={field.name} {...common} label={label} required={field.required} defaultChecked={saved === true} />;
        }
      })}
    </>
  );
}
