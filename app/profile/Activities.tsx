// The "My activities" tab: registrations with the spec's states, discarding or retrying a pending
// one, all of them as a calendar file or a subscribed feed, then the orders.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { localePath } from "~/i18n/locales";
import { conferencePath } from "~/ui/ActivityCard";
import { formatPrice } from "~/ui/format";
import { RecordsTable } from "~/ui/RecordsTable";
import { Time } from "~/ui/Time";
import { useLocales } from "./Credentials";
import { discardPath } from "./records";
import type { Registration } from "~/participation/registrations";
import type { Loaded } from "~/session/forbidden.server";
import type { OrderRow } from "./records.server";
import type { FeedLink } from "./calendar-feed.server";
import { CalendarFeed } from "./CalendarFeed";
import { pathTo } from "~/paths";

const KNOWN_ORDER_STATUSES = ["paid", "pending", "cancelled", "failed"];
const KNOWN_PAYMENT_TYPES = ["card", "transfer"];

export function Activities({
  activities,
  feed,
}: {
  activities: Loaded<{ registrations: Registration[]; orders: OrderRow[] }>;
  feed: Loaded<FeedLink | null>;
}) {
  const { t } = useTranslation("records");
  if (!activities.ok) {
    return <p className="notice">{t(activities.reason === "unavailable" ? "activities.unavailable" : "activities.loadFailed")}</p>;
  }
  const { registrations, orders } = activities.value;
  return (
    <>
      <h3>{t("activities.registrationsTitle")}</h3>
      {registrations.length ? (
        <>
          <ul className="records-list">
            {registrations.map((registration) => (
              <li key={registration.id}>
                <RegistrationCard registration={registration} />
              </li>
            ))}
          </ul>
          <CalendarLink />
        </>
      ) : (
        <EmptyRegistrations />
      )}
      <CalendarFeed feed={feed} />
      <h3 id="orders-title">{t("activities.ordersTitle")}</h3>
      {orders.length ? <Orders orders={orders} /> : <p>{t("activities.noOrders")}</p>}
    </>
  );
}

function EmptyRegistrations() {
  const { t } = useTranslation("records");
  const { locale, defaultLocale } = useLocales();
  return (
    <p>
      {t("activities.none")} <Link to={localePath(locale, pathTo("agenda"), defaultLocale)}>{t("activities.seeAgenda")}</Link>
    </p>
  );
}

/** A plain link with no `download` attribute: an ended session must lead to login, not save it as the file. */
function CalendarLink() {
  const { t } = useTranslation("records");
  const { locale, defaultLocale } = useLocales();
  return (
    <p className="records-calendar">
      <a href={localePath(locale, pathTo("profileCalendar"), defaultLocale)}>{t("activities.calendar")}</a>
      <span className="records-calendar-hint">{t("activities.calendarHint")}</span>
    </p>
  );
}

/** The state as shown: a pending registration whose card payment failed is shown as such. */
function shownState(registration: Registration): Registration["state"] | "failed" {
  return registration.state === "pending" && registration.payment === "failed" ? "failed" : registration.state;
}

function RegistrationCard({ registration }: { registration: Registration }) {
  const { t } = useTranslation("records");
  const { locale, defaultLocale } = useLocales();
  const place = [registration.room, registration.venue].filter(Boolean).join(" · ");
  const state = shownState(registration);
  const pending = registration.state === "pending";
  return (
    <article className={`activity-card registration registration-${state}`}>
      <h4 className="activity-title">
        <Link to={conferencePath(registration.slug, locale, defaultLocale)}>{registration.title}</Link>
      </h4>
      <p className="activity-when">
        {/* One flex item: the row's space-between would float a bare ", " apart from the date and time. */}
        <span>
          <Time iso={registration.start} locale={locale} format="day" />,{" "}
          <Time iso={registration.start} end={registration.end ?? undefined} locale={locale} format="time" />
        </span>
      </p>
      {place ? <p className="activity-where">{place}</p> : null}
      <p className="registration-state">
        <span className="visually-hidden">{t("activities.stateLabel")} </span>
        <span className={`badge badge-state badge-${state}`}>{t(`states.${state}`)}</span>
        {registration.price && registration.state !== "free" ? (
          <span className="registration-price"> {formatPrice(registration.price, registration.currency, locale)}</span>
        ) : null}
      </p>
      {pending ? (
        <>
          <p className="registration-help">{t(state === "failed" ? "activities.failedHelp" : "activities.pendingHelp")}</p>
          {state === "failed" || registration.discardUuid ? (
            <p className="registration-actions">
              {state === "failed" ? (
                <Link
                  className="button button-small"
                  to={localePath(locale, pathTo("conferencePurchase", { slug: registration.slug }), defaultLocale)}
                >
                  {t("activities.retry")}
                  <span className="visually-hidden"> {t("activities.retryContext", { title: registration.title })}</span>
                </Link>
              ) : null}
              {registration.discardUuid ? (
                <Link className="button button-secondary button-small" to={discardPath(registration.discardUuid, locale, defaultLocale)}>
                  {t("activities.discard")}
                  <span className="visually-hidden"> {t("activities.discardContext", { title: registration.title })}</span>
                </Link>
              ) : null}
            </p>
          ) : null}
        </>
      ) : null}
    </article>
  );
}

function Orders({ orders }: { orders: OrderRow[] }) {
  const { t } = useTranslation("records");
  const { locale } = useLocales();
  return (
    <RecordsTable
      labelledBy="orders-title"
      columns={[
        { header: t("orders.reference") },
        { header: t("orders.date") },
        { header: t("orders.concept") },
        { header: t("orders.total"), numeric: true },
        { header: t("orders.status") },
      ]}
      rowHeader={0}
      rows={orders.map((order) => ({
        key: String(order.id),
        cells: [
          order.reference ?? order.id,
          <Time iso={order.date} locale={locale} format="short" />,
          order.concept ?? "—",
          formatPrice(order.total, order.currency, locale),
          `${KNOWN_ORDER_STATUSES.includes(order.status) ? t(`orders.statuses.${order.status}`) : order.status}${
            order.paymentType && KNOWN_PAYMENT_TYPES.includes(order.paymentType)
              ? ` · ${t(`orders.paymentTypes.${order.paymentType}`)}`
              : ""
          }`,
        ],
      }))}
    />
  );
}
