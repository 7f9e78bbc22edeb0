import { Link, useLocation } from "@remix-run/react";
import { SUMMARY_ATTRIBUTE } from "./announce";
import { useTranslation } from "react-i18next";

export type PageItem = number | "gap";

/** The first, the last and a window around the current page; a gap never stands for a single page. */
export function pageItems(current: number, last: number, around = 1): PageItem[] {
  if (last < 1) return [];
  const shown = new Set<number>([1, last]);
  for (let page = current - around; page <= current + around; page++) {
    if (page >= 1 && page <= last) shown.add(page);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push("gap");
    items.push(page);
  });
  return items;
}

/** `page` is dropped for page 1, so the first page has one address; other parameters are kept. */
export function pageHref(pathname: string, search: string, page: number, param = "page"): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(param);
  else params.set(param, String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** `param`: the query parameter holding the page, for a page with two lists paginated apart. */
export function Pagination({
  current,
  last,
  label,
  hash,
  param,
}: {
  current: number;
  last: number;
  label: string;
  hash?: string;
  param?: string;
}) {
  const { t } = useTranslation("blog");
  const { pathname, search } = useLocation();
  // `hash`: the section the pages belong to, where the reader lands (not the top of a long page).
  const href = (page: number) => `${pageHref(pathname, search, page, param)}${hash ? `#${hash}` : ""}`;
  if (last <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <p className="visually-hidden" {...{ [SUMMARY_ATTRIBUTE]: "" }}>
        {t("pagination.status", { page: current, last })}
      </p>
      <ul>
        {current > 1 ? (
          <li className="pagination-step">
            <Link to={href(current - 1)} rel="prev">
              <span aria-hidden="true">←</span>
              {t("pagination.previous")}
            </Link>
          </li>
        ) : null}
        {pageItems(current, last).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} className="pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link to={href(item)} aria-current={item === current ? "page" : undefined}>
                <span className="visually-hidden">{t("pagination.page")} </span>
                {item}
              </Link>
            </li>
          ),
        )}
        {current < last ? (
          <li className="pagination-step">
            <Link to={href(current + 1)} rel="next">
              {t("pagination.next")}
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
