import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Tag } from "~/backend/catalogue.schemas";

type Option = { value: string; label: string };

/**
 * A filter as a plain GET form: without JavaScript the browser submits it, with JavaScript Remix
 * navigates. Other filters of the page travel as hidden fields so choosing one keeps the others.
 */
export function SelectFilter({
  name,
  label,
  allLabel,
  submitLabel,
  options,
  selected,
  keep = {},
  id,
}: {
  name: string;
  label: string;
  allLabel: string;
  submitLabel: string;
  options: Option[];
  selected: string | null;
  keep?: Record<string, string | null | undefined>;
  id: string;
}) {
  return (
    <Form method="get" className="filter-form" preventScrollReset>
      {Object.entries(keep).map(([key, value]) => (value ? <input key={key} type="hidden" name={key} value={value} /> : null))}
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={selected ?? ""} key={selected ?? ""}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button type="submit" className="button button-small">
        {submitLabel}
      </button>
    </Form>
  );
}

/** The tag filter of the agenda, speakers and blog (`?tag=<slug>`). */
export function TagFilter({ tags, selected, keep, id = "tag-filter" }: { tags: Tag[]; selected: string | null; keep?: Record<string, string | null | undefined>; id?: string }) {
  const { t } = useTranslation("catalogue");
  if (!tags.length) return null;
  return (
    <SelectFilter
      name="tag"
      id={id}
      label={t("card.tag")}
      allLabel={t("card.allTags")}
      submitLabel={t("card.filter")}
      options={tags.map((tag) => ({ value: tag.slug, label: tag.name }))}
      selected={selected}
      keep={keep}
    />
  );
}
