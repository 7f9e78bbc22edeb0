// /usuario/networking/asistentes: the attendees one may ask for a meeting, searchable and
// filterable with a GET form, paginated with links (app/networking/meetings.server.ts).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withPageErrors } from "~/backend/page-errors.server";
import { NETWORKING } from "~/networking/scope.server";
import { requirePage } from "~/session/page-guard.server";
import { getT } from "~/i18n/i18n.server";
import { AttendeeCard } from "~/networking/AttendeeCard";
import { loadAttendees } from "~/networking/meetings.server";
import { INTEREST_PARAM, SEARCH_PARAM, SECTOR_PARAM } from "~/networking/intents";
import { NotReady } from "~/networking/NotReady";
import { NETWORKING_CONFERENCE_PARAM } from "~/paths";
import { pageMeta } from "~/seo/meta";
import { SelectField, TextField, SubmitButton } from "~/ui/form";
import { Pagination } from "~/ui/Pagination";
import type { I18nHandle } from "~/i18n/namespaces";
import { fullName } from "~/ui/initials";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["blog", "meetings"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export const loader = withPageErrors(async (args: LoaderFunctionArgs) => ({
  ...(await loadAttendees(args, await requirePage(args, NETWORKING))),
  title: getT(args.context.locale)("meetings:attendees.title"),
}));

export default function AttendeesPage() {
  const loaded = useLoaderData<typeof loader>();
  const { t } = useTranslation("meetings");
  const { search, pathname } = useLocation();
  if (loaded.notReady) return <NotReady reason={loaded.notReady} hubHref={loaded.hubHref} title={t("attendees.title")} />;
  const { filters, sectors, interests, attendees, meta } = loaded;
  const filtered = Boolean(filters.search || filters.sector || filters.interest);
  const clearHref = `${pathname}${loaded.conference ? `?${new URLSearchParams({ [NETWORKING_CONFERENCE_PARAM]: loaded.conference })}` : ""}`;
  return (
    <>
      <p className="back-link">
        <Link to={loaded.hubHref}>{t("back.hub")}</Link>
      </p>
      <h1>{t("attendees.title")}</h1>
      <p>
        {t("attendees.intro")} <Link to={loaded.requestsHref}>{t("attendees.requestsLink")}</Link>
      </p>
      <Form method="get" className="meetings-filters" role="search" aria-label={t("attendees.searchLabel")} key={search}>
        {loaded.conference ? <input type="hidden" name={NETWORKING_CONFERENCE_PARAM} value={loaded.conference} /> : null}
        <TextField name={SEARCH_PARAM} label={t("attendees.search")} hint={t("attendees.searchHint")} defaultValue={filters.search} />
        {sectors.length ? (
          <SelectField name={SECTOR_PARAM} label={t("attendees.sector")} options={sectors} defaultValue={filters.sector} />
        ) : null}
        {interests.length ? (
          <SelectField name={INTEREST_PARAM} label={t("attendees.interest")} options={interests} defaultValue={filters.interest} />
        ) : null}
        <div className="meetings-filters-actions">
          <SubmitButton className="button">{t("attendees.submit")}</SubmitButton>
          {filtered ? <Link to={clearHref}>{t("attendees.clear")}</Link> : null}
        </div>
      </Form>
      <p role="status">{t("attendees.count", { count: meta.total })}</p>
      {attendees.length ? (
        <ul className="attendee-list">
          {attendees.map((attendee) => (
            <li key={attendee.id}>
              <AttendeeCard attendee={attendee}>
                {attendee.lookingFor ? <p>{attendee.lookingFor}</p> : null}
                <p>
                  <Link to={attendee.requestHref} className="button button-secondary button-small">
                    {t("attendees.request")}
                    <span className="visually-hidden"> {t("attendees.requestWith", { name: fullName(attendee) })}</span>
                  </Link>
                </p>
              </AttendeeCard>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("attendees.none")}</p>
      )}
      <Pagination current={meta.current_page} last={meta.last_page} label={t("attendees.pages")} />
    </>
  );
}
