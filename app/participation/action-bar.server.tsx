// The activity page's sticky action bar: links only, rendered to static markup on the server so it
// ships no React code (decision 025). Not a landmark: it repeats what the page says.
import { renderToStaticMarkup } from "react-dom/server";
import type { Activity } from "~/agenda/conference.server";
import { seatingOf } from "~/agenda/seating";
import type { AppContext } from "~/context";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import { pathTo } from "~/paths";
import { activityStatus, type ActivityStatus } from "~/ui/activity-status";
import { formatPrice } from "~/ui/format";
import { nextStep } from "./next-step";
import type { Opening } from "./opening";
import type { Participation } from "./participation.server";

type Action = { text: string; href: string; external?: { hint: string } };

/** The bar's inner markup; null: no action fits (see nextStep), and no bar. `activity` carries the seating counted now. */
export function actionBarHtml(
  context: Pick<AppContext, "locale" | "defaultLocale">,
  activity: Activity,
  participation: Participation,
  opening: Opening,
): string | null {
  const shown = seatingOf(activity.seating, activity.details.rooms);
  const step = nextStep({
    registrationType: activity.registration_type,
    hasExternalUrl: !!activity.external_url,
    mine: participation.registration.ok ? { registration: participation.registration.value.mine } : null,
    loggedIn: participation.loggedIn,
    ticketRequired: participation.ticketRequired,
    mayWatch: participation.mayWatch,
    // The stream is offered only once it opens (shortly before the start).
    streaming: !!activity.details.streaming && opening.stream === null,
    full: shown.full,
  });
  if (!step) return null;
  const t = getT(context.locale);
  const local = (path: string) => localePath(context.locale, path, context.defaultLocale);
  const status = activityStatus(t);
  const listed = status.price(activity, context.locale);
  // Beside "Get your ticket", a price alone reads as the ticket's: it is the activity's, which the ticket covers.
  const price =
    participation.ticketRequired && listed.tone === "price"
      ? { ...listed, text: t("participation:actionBar.priceInTicket", { price: listed.text }) }
      : listed;
  const seats = status.seats(shown);
  // Beside an offer to register, what decides it (the card's words); beside the rest, where the visitor stands.
  const statuses: ActivityStatus[] =
    step === "pay"
      ? [{ key: "standing", tone: "neutral", text: t("participation:registration.paymentPending") }]
      : step === "watch"
        ? [{ key: "standing", tone: "neutral", text: t("participation:registration.youAreRegistered") }]
        : step === "external"
          ? []
          : seats?.tone === "full"
            ? [{ ...seats, text: t("catalogue:detail.full") }, price]
            : [price, ...(seats ? [seats] : [])];
  const here = local(pathTo("conference", { slug: activity.slug }));
  const action: Action | null = (() => {
    switch (step) {
      case "external":
        return {
          text: t("catalogue:detail.externalLink"),
          href: activity.external_url!,
          external: { hint: t("common:chrome.opensInNewWindow") },
        };
      case "ticket":
        return { text: t("participation:gate.getTicket"), href: local(pathTo("purchase")) };
      case "login":
        // As the registration's own login link (useLoginHref): back to the registration afterwards.
        return {
          text: t("participation:registration.loginLink"),
          href: `${local(pathTo("login"))}?${new URLSearchParams({ origin: `${here}#registration` })}`,
        };
      case "register":
        return {
          text:
            activity.registration_type === "paid" && activity.price && !participation.ticketRequired
              ? t("participation:registration.registerPaid", { price: formatPrice(activity.price, activity.currency, context.locale) })
              : t("participation:registration.register"),
          // The heading, not `#registration`: with JavaScript a link to the fragment already in the address does not scroll.
          href: "#registration-title",
        };
      case "pay":
        return { text: t("participation:registration.resumePayment"), href: local(pathTo("conferencePurchase", { slug: activity.slug })) };
      case "watch":
        return { text: t("participation:actionBar.watch"), href: "#stream-title" };
      case "full":
        return null;
    }
  })();
  return renderToStaticMarkup(<ActionBar label={t("catalogue:card.status")} statuses={statuses} action={action} />);
}

function ActionBar({ label, statuses, action }: { label: string; statuses: ActivityStatus[]; action: Action | null }) {
  return (
    <>
      {statuses.length ? (
        <ul className="activity-status action-bar-status" aria-label={label}>
          {statuses.map((item) => (
            <li key={item.key} className={`status status-${item.tone}`}>
              {item.text}
            </li>
          ))}
        </ul>
      ) : null}
      {action ? (
        <a
          className="button action-bar-button"
          href={action.href}
          {...(action.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        >
          {action.text}
          {action.external ? <span className="visually-hidden"> {action.external.hint}</span> : null}
        </a>
      ) : null}
    </>
  );
}
