import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Tag } from "~/backend/catalogue.schemas";

/**
 * A plain GET form: without JavaScript the browser submits it, with JavaScript Remix navigates.
 * Other filters of the page travel as hidden fields so choosing a tag keeps them.
 */
export function TagFilter({
  tags,
  selected,
  keep = {},
  id = "tag-filter",
}: {
  tags: Tag[];
  selected: string | null;
  keep?: Record<string, string | null | undefined>;
  id?: string;
}) {
  const { t } = useTranslation("catalogue");
  if (!tags.length) return null;
  return (
    <Form method="get" className="filter-form" preventScrollReset>
      {Object.entries(keep).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <label htmlFor={id}>{t("card.tag")}</label>
      <select id={id} name="tag" defaultValue={selected ?? ""} key={selected ?? ""}>
        <option value="">{t("card.allTags")}</option>
        {tags.map((tag) => (
          <option key={tag.id} value={tag.slug}>
            {tag.name}
          </option>
        ))}
      </select>
      <button type="submit" className="button button-small">
        {t("card.filter")}
      </button>
    </Form>
  );
}
