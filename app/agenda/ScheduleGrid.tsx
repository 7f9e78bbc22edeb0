import { Link } from "@remix-run/react";
import { SUMMARY_ATTRIBUTE } from "~/ui/announce";
import { useTranslation } from "react-i18next";
import type { Locale } from "~/i18n/locales";
import { conferencePath } from "~/ui/ActivityCard";
import { formatDay } from "~/ui/format";
import { Time } from "~/ui/Time";
import { dayAnchor, type Grid, type GridActivity } from "./grid";

/** Up to this many room columns a wide screen fits the grid without scrolling sideways, so its room headers can stick on top. */
const FEW_COLUMNS = 6;

/** Every day's grid, one after another, each under its day's heading (the anchor of the day links). */
export function ScheduleDays({
  grids,
  dayList,
  locale,
  defaultLocale,
}: {
  grids: Grid<GridActivity>[];
  dayList: Array<{ key: string; date: string }>;
  locale: Locale;
  defaultLocale: Locale;
}) {
  return (
    <div className="schedule-days">
      {grids.map((grid, index) => {
        const date = dayList.find((day) => day.key === grid.day)!.date;
        return (
          <section key={grid.day} className="agenda-day" aria-labelledby={dayAnchor(grid.day)}>
            <h2 id={dayAnchor(grid.day)} tabIndex={-1}>
              <Time iso={date} locale={locale} format="day" />
            </h2>
            {/* Only the first day's caption is the page's summary, said once after switching to the grid. */}
            <ScheduleGrid grid={grid} dayDate={date} locale={locale} defaultLocale={defaultLocale} summary={index === 0} />
          </section>
        );
      })}
    </div>
  );
}

/** One day as a real table, time down in even slots, in a box that scrolls sideways when the rooms do not fit. */
function ScheduleGrid({
  grid,
  dayDate,
  locale,
  defaultLocale,
  summary,
}: {
  grid: Grid<GridActivity>;
  dayDate: string;
  locale: Locale;
  defaultLocale: Locale;
  summary: boolean;
}) {
  const { t } = useTranslation("agenda");
  const venues = new Set(grid.columns.map((column) => column.venue));
  // The venue beside the room only when the day spans more than one venue.
  const roomName = (column: Grid<GridActivity>["columns"][number]) =>
    `${column.room || t("gridNoRoom")}${venues.size > 1 && column.venue && column.venue !== column.room ? ` · ${column.venue}` : ""}`;
  const columnOf: string[] = grid.columns.flatMap((column) => Array.from({ length: column.lanes }, () => roomName(column)));
  const captionId = `schedule-caption-${grid.day}`;
  return (
    // A box that scrolls is focusable, so it can be scrolled by keyboard (axe: scrollable-region-focusable).
    <div
      className={`schedule-scroll${columnOf.length <= FEW_COLUMNS ? " schedule-few" : ""}`}
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
    >
      <table className={`schedule-grid slot-${grid.slotMinutes}`}>
        <caption id={captionId} className="visually-hidden" {...(summary ? { [SUMMARY_ATTRIBUTE]: "" } : {})}>
          {t("gridCaption", { day: formatDay(dayDate, locale) })}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="schedule-time-head">
              <span className="schedule-time-label">{t("gridTime")}</span>
            </th>
            {grid.columns.map((column) => (
              <th key={column.key} scope="col" colSpan={column.lanes > 1 ? column.lanes : undefined}>
                <span className="schedule-room">{roomName(column)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row) =>
            row.gap ? (
              <tr key={row.start} className="schedule-gap">
                <th scope="row">
                  <span className="schedule-tick">
                    <Time iso={row.start} locale={locale} format="time" />
                  </span>
                </th>
                <td colSpan={columnOf.length}>
                  {t("gridGap")} <Time iso={row.start} end={row.end} locale={locale} format="time" />
                </td>
              </tr>
            ) : (
              <tr key={row.start} className={row.labelled ? "is-labelled" : undefined}>
                <th scope="row">
                  <span className={row.labelled ? "schedule-tick" : "visually-hidden"}>
                    <Time iso={row.start} locale={locale} format="time" />
                  </span>
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
                      {/* "Now" / "Up next", the time and the room inside the link: read with the title when tabbing from link to link. */}
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
                        <span className="schedule-name">{cell.activity.title}</span>
                        <span className="visually-hidden">, </span>
                        <span className="schedule-when">
                          <Time iso={cell.activity.start_date} end={cell.activity.end_date} locale={locale} format="time" />
                          <span className="visually-hidden">, {columnOf[index]}</span>
                        </span>
                      </Link>
                    </td>
                  ),
                )}
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
