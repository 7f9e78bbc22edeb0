import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Tag } from "~/backend/catalogue.schemas";
import { SubmitButton } from "~/ui/form";

type Option = { value: string; label: string };

/** One select of a filter form: its query parameter, its label and "all" choice, its options. */
export type FilterField = {
  name: string;
  id: string;
  label: string;
  allLabel: string;
  options: Option[];
  selected: string | null;
};

/** One plain GET form; the page's other parameters travel as hidden fields. */
export function FilterForm({
  fields,
  submitLabel,
  keep = {},
  lead,
  foldLabel,
}: {
  fields: FilterField[];
  submitLabel: string;
  keep?: Record<string, string | null | undefined>;
  /** A field before the selects, in the same form (the agenda's search box). */
  lead?: ReactNode;
  /** On a narrow screen the selects fold behind this summary (open while one is chosen); wide, they show. */
  foldLabel?: (chosen: number) => string;
}) {
  if (!fields.length && !lead) return null;
  const selects = fields.map((field) => (
    <div key={field.name} className="filter-field">
      <label htmlFor={field.id}>{field.label}</label>
      <select id={field.id} name={field.name} defaultValue={field.selected ?? ""} key={field.selected ?? ""}>
        <option value="">{field.allLabel}</option>
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  ));
  const chosen = fields.filter((field) => field.selected).length;
  return (
    <Form method="get" className="filter-form" preventScrollReset>
      {Object.entries(keep).map(([key, value]) => (value ? <input key={key} type="hidden" name={key} value={value} /> : null))}
      {lead}
      {foldLabel && fields.length ? (
        <details className="filter-fold" open={chosen > 0 || undefined}>
          <summary>{foldLabel(chosen)}</summary>
          {selects}
        </details>
      ) : (
        selects
      )}
      <SubmitButton className="button button-small filter-submit">{submitLabel}</SubmitButton>
    </Form>
  );
}

/** The tag filter's field (`?tag=<slug>`), for a form of its own or beside other filters. */
export function useTagField() {
  const { t } = useTranslation("catalogue");
  return (tags: Tag[], selected: string | null, id = "tag-filter"): FilterField => ({
    name: "tag",
    id,
    label: t("card.tag"),
    allLabel: t("card.allTags"),
    options: tags.map((tag) => ({ value: tag.slug, label: tag.name })),
    selected,
  });
}

/** The tag filter of the speakers and the blog (`?tag=<slug>`). */
export function TagFilter({
  tags,
  selected,
  keep,
  id = "tag-filter",
}: {
  tags: Tag[];
  selected: string | null;
  keep?: Record<string, string | null | undefined>;
  id?: string;
}) {
  const { t } = useTranslation("catalogue");
  const tagField = useTagField();
  if (!tags.length) return null;
  return <FilterForm fields={[tagField(tags, selected, id)]} submitLabel={t("card.filter")} keep={keep} />;
}
