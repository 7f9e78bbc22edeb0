// The one renderer of the backend's custom forms, with app/ui/form.tsx's pieces. Fields only: the
// caller owns the <Form> and the FormReplyProvider; the server side is custom-form.ts.
import { useTranslation } from "react-i18next";
import type { CustomFormField, CustomFormValue, FileFormField } from "~/backend/participation.schemas";
import { formName } from "./custom-form-names";
import { acceptFor, megabytes, typesText } from "./filetypes";
import {
  CheckboxesField,
  CheckboxField,
  DateField,
  FileField,
  RadioGroupField,
  ScaleField,
  SelectField,
  TextArea,
  TextField,
  TimeField,
  useField,
} from "~/ui/form";

const asText = (value: CustomFormValue | undefined) => (typeof value === "string" || typeof value === "number" ? String(value) : undefined);

/** A saved file: the backend's id and the name it was sent under. */
export type SavedFile = { id: string; name: string };

/** After a failed submit, the file chosen comes back as its name: a page cannot fill a file input. */
function CustomFileField({ field, name, label, saved }: { field: FileFormField; name: string; label: string; saved?: SavedFile }) {
  const { t } = useTranslation("forms");
  const { value: chosen } = useField(name);
  const hint = [
    field.hint,
    t("file.hint", { types: typesText(field.accept), size: field.max_bytes ? megabytes(field.max_bytes) : "" }),
    chosen ? t("file.again", { name: chosen }) : saved ? t("file.saved", { name: saved.name }) : null,
  ]
    .filter(Boolean)
    .join(" ");
  const max = field.max_bytes;
  return (
    <FileField
      name={name}
      label={label}
      hint={hint}
      accept={acceptFor(field.accept)}
      required={field.required && !saved}
      tooLarge={max ? { maxBytes: max, message: `forms:file.tooLarge?size=${megabytes(max)}` } : undefined}
    />
  );
}

/** `values`: the saved answers shown before any submission; after one, the reply's. */
export function CustomFormFields({
  fields,
  prefix,
  values = {},
  files = {},
}: {
  fields: readonly CustomFormField[];
  prefix?: string;
  values?: Record<string, CustomFormValue>;
  files?: Record<string, SavedFile>;
}) {
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
            return (
              <TextArea key={field.name} {...common} label={label} rows={4} required={field.required} defaultValue={asText(saved) ?? ""} />
            );
          case "radio":
            return (
              <RadioGroupField
                key={field.name}
                {...common}
                legend={label}
                options={field.options}
                required={field.required}
                defaultValue={asText(saved)}
              />
            );
          case "select":
            return (
              <SelectField
                key={field.name}
                {...common}
                label={label}
                options={field.options}
                required={field.required}
                defaultValue={asText(saved) ?? ""}
              />
            );
          case "checkboxes":
            return (
              <CheckboxesField
                key={field.name}
                {...common}
                legend={label}
                options={field.options}
                defaultValue={Array.isArray(saved) ? saved : []}
              />
            );
          case "scale":
            return (
              <ScaleField
                key={field.name}
                {...common}
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
          case "time":
            return <TimeField key={field.name} {...common} label={label} required={field.required} defaultValue={asText(saved) ?? ""} />;
          case "file":
            return <CustomFileField key={field.name} field={field} name={name} label={label} saved={files[field.name]} />;
          case "checkbox":
            return <CheckboxField key={field.name} {...common} label={label} required={field.required} defaultChecked={saved === true} />;
        }
      })}
    </>
  );
}
