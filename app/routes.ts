// The route table: every page of app/paths.ts is registered once per locale prefix: unprefixed (the
// tenant's default language, Spanish) and /es, /en, /pt, /eus. Ids stay distinct with the prefix
// appended. Paths live in app/paths.ts; this file only says which module renders each page.
import { type RouteConfig, index, layout, prefix, route } from "@remix-run/route-config";
import { LOCALES } from "./i18n/locales";
import {
  MANIFEST_PATH,
  OFFLINE_PATH,
  PAGES,
  ROBOTS_PATH,
  SERVICE_WORKER_PATH,
  SITEMAP_PATH,
  VENUE_PREFERENCE_PATH,
  routeIdOf,
  type PageId,
} from "./paths";

const PREFIXES = ["", ...LOCALES] as const;

const MODULES: Record<PageId, string> = {
  home: "routes/home.tsx",
  agenda: "routes/agenda.tsx",
  agendaFeed: "routes/agenda.feed.tsx",
  conference: "routes/agenda.$slug.tsx",
  track: "routes/track.tsx",
  conferenceCalendar: "routes/agenda.$slug.calendar.tsx",
  conferenceLive: "routes/agenda.$slug.live.tsx",
  conferencePurchase: "routes/agenda.$slug.purchase.tsx",
  conferencePurchaseOk: "routes/purchase.ok.tsx",
  conferencePurchaseError: "routes/purchase.error.tsx",
  purchase: "routes/purchase.tsx",
  purchaseOk: "routes/purchase.ok.tsx",
  purchaseError: "routes/purchase.error.tsx",
  // The provider's returns: one module, no page of its own (app/payments/return.server.ts).
  stripeSuccess: "routes/payments.return.tsx",
  stripeCancel: "routes/payments.return.tsx",
  qrOk: "routes/payments.return.tsx",
  qrKo: "routes/payments.return.tsx",
  paymentsFeedback: "routes/payments.return.tsx",
  chatMessageDelete: "routes/agenda.$slug.chat-delete.tsx",
  campaign: "routes/agenda.$slug.campaign.tsx",
  campaignUnfollow: "routes/agenda.$slug.campaign.unfollow.tsx",
  rewardsPayment: "routes/rewards-payment.tsx",
  rewardsPaymentOk: "routes/rewards-payment.ok.tsx",
  rewardsPaymentError: "routes/rewards-payment.error.tsx",
  speakers: "routes/speakers.tsx",
  sponsors: "routes/sponsors.tsx",
  blog: "routes/blog.tsx",
  post: "routes/blog.$id.tsx",
  blogFeed: "routes/blog.feed.tsx",
  sdg: "routes/sdg.tsx",
  socialCard: "routes/social-card.tsx",
  login: "routes/login.tsx",
  twoFactor: "routes/two-factor.tsx",
  logout: "routes/logout.tsx",
  signup: "routes/signup.tsx",
  invitationSignup: "routes/invitation-signup.tsx",
  signupRegistration: "routes/signup.registration.tsx",
  externalRegistration: "routes/external-registration.tsx",
  externalRegistrationDone: "routes/external-registration.done.tsx",
  ssoLogin: "routes/sso-login.tsx",
  ssoRegister: "routes/sso-register.tsx",
  validate: "routes/validate.tsx",
  passwordResetRequest: "routes/password-reset-request.tsx",
  passwordResetConfirm: "routes/password-reset-confirm.tsx",
  changePassword: "routes/change-password.tsx",
  networking: "routes/networking.tsx",
  networkingProfile: "routes/networking.profile.tsx",
  networkingAttendees: "routes/networking.attendees.tsx",
  networkingRequest: "routes/networking.request.tsx",
  networkingRequests: "routes/networking.requests.tsx",
  networkingLeave: "routes/networking.leave.tsx",
  profile: "routes/profile.tsx",
  profileUnsubscribe: "routes/profile.unsubscribe.tsx",
  profileDiscard: "routes/profile.discard.tsx",
  profileDownload: "routes/profile.download.tsx",
  profileCalendar: "routes/profile.calendar.tsx",
  calendarFeed: "routes/calendar-feed.tsx",
  profileCalendarRevoke: "routes/profile.calendar-revoke.tsx",
  profileCalendarReplace: "routes/profile.calendar-replace.tsx",
  cookieSettings: "routes/cookie-settings.tsx",
  page: "routes/page.tsx",
  notFound: "routes/not-found.tsx",
};

function pages(id: (name: PageId) => string) {
  return (Object.keys(PAGES) as PageId[]).map((page) =>
    PAGES[page].path === "/" ? index(MODULES[page], { id: id(page) }) : route(PAGES[page].path.slice(1), MODULES[page], { id: id(page) }),
  );
}

export default [
  route(VENUE_PREFERENCE_PATH.slice(1), "routes/preferences.venue.tsx"),
  route(SITEMAP_PATH.slice(1), "routes/sitemap.tsx"),
  route(ROBOTS_PATH.slice(1), "routes/robots.tsx"),
  route(MANIFEST_PATH.slice(1), "routes/manifest.tsx"),
  route(SERVICE_WORKER_PATH.slice(1), "routes/service-worker.tsx"),
  route(OFFLINE_PATH.slice(1), "routes/offline.tsx"),
  ...PREFIXES.flatMap((lng) => {
    const id = (name: PageId | "locale") => routeIdOf(name, lng || null);
    return prefix(lng, [layout("routes/locale.tsx", { id: id("locale") }, pages(id))]);
  }),
] satisfies RouteConfig;
