import { Link } from "@remix-run/react";
import { SUMMARY_ATTRIBUTE } from "~/ui/announce";
import { useTranslation } from "react-i18next";
import type { Locale } from "~/i18n/locales";
import { conferencePath } from "~/ui/ActivityCard";
import { formatDay } from "~/ui/format";
import { Time } from "~/ui/Time";
import type { Grid, GridActivity } from "./grid";

/** One day as a real table, in a box that scrolls sideways on a phone so the page never does. */
export function ScheduleGrid({
  grid,
  dayDate,
  locale,
  defaultLocale,
}: {
  grid: Grid<GridActivity>;
  dayDate: string;
  locale: Locale;
  defaultLocale: Locale;
}) {
  const { t } = useTranslation("agenda");
  const venues = new Set(grid.columns.map((column) => column.venue));
  // The venue beside the room only when the day spans more than one venue.
  const roomName = (column: Grid<GridActivity>["columns"][number]) =>
    `${column.room || t("gridNoRoom")}${venues.size > 1 && column.venue && column.venue !== column.room ? ` · ${column.venue}` : ""}`;
  const columnOf: string[] = grid.columns.flatMap((column) => Array.from({ length: column.lanes }, () => roomName(column)));
  return (
    // A box that scrolls is focusable, so it can be scrolled by keyboard (axe: scrollable-region-focusable).
    <div className="schedule-scroll" role="region" aria-labelledby="schedule-caption" tabIndex={0}>
      <table className="schedule-grid">
        <caption id="schedule-caption" {...{ [SUMMARY_ATTRIBUTE]: "" }}>
          {t("gridCaption", { day: formatDay(dayDate, locale) })}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="schedule-time-head">
              {t("gridTime")}
            </th>
            {grid.columns.map((column) => (
              <th key={column.key} scope="col" colSpan={column.lanes > 1 ? column.lanes : undefined}>
                {roomName(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row) => (
            <tr key={row.start}>
              <th scope="row">
                <Time iso={row.start} locale={locale} format="time" />
              </th>
              {row.cells.map((cell, index) =>
                cell.kind === "covered" ? null : cell.kind === "empty" ? (
                  <td key={index} className="schedule-empty" />
                ) : (
                  <td
                    key={index}
                    rowSpan={cell.rowSpan > 1 ? cell.rowSpan : undefined}
                    className={`schedule-slot${cell.live ? ` is-${cell.live}` : ""}`}
                  >
                    {/* "Now" / "Up next" inside the link, so it is read with the title when tabbing from link to link. */}
                    <Link
                      to={conferencePath(cell.activity.slug, locale, defaultLocale)}
                      data-activity-slug={cell.activity.slug}
                      className="schedule-title"
                    >
                      {cell.live ? (
                        <strong className="live-label">
                          {t(cell.live === "now" ? "now" : "next")}
                          <span className="visually-hidden">: </span>
                        </strong>
                      ) : null}
                      <span>{cell.activity.title}</span>
                    </Link>
                    <span className="schedule-when">
                      <Time iso={cell.activity.start_date} end={cell.activity.end_date} locale={locale} format="time" />
                      <span className="visually-hidden">, {columnOf[index]}</span>
                    </span>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
