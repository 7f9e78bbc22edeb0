// What the host does with each page of app/paths.ts (cache, limits, secrets, uploads): server-only, so
// the browser's copy of the paths carries none of it.
import type { PageId } from "./paths";

export type RateLimitBucket = "login" | "two-factor" | "sign-up" | "password-reset" | "contact";

export type PageTraits = {
  readonly bucket?: RateLimitBucket;
  /** A path parameter that is a secret (a one-time token): it never reaches the log. */
  readonly secret?: string;
  /** Multipart bodies up to UPLOAD_MAX_BYTES (any other body: FORM_MAX_BYTES). */
  readonly uploads?: true;
  readonly private?: true;
  /** Exempt from the cross-site write refusal: must not rely on the session cookie, and trusts only the backend about the payment. */
  readonly providerReturn?: true;
  /** The host may keep its rendered HTML for anonymous visitors (server/page-cache.ts). */
  readonly publicCache?: true;
  /** A logged-in visitor's page reuses a kept chrome rendered for no one (server/page-cache.ts). */
  readonly keptChrome?: true;
  /** The page cache keeps one copy per screen-width hint (app/ui/viewport.ts). */
  readonly byViewport?: true;
  /** With JavaScript, the service worker keeps the visitor's last copy for when the network fails (app/offline/worker.ts). */
  readonly offline?: true;
  /** A file that caches share between visitors (a feed, a card image): the host sets no language cookie on it. */
  readonly file?: true;
};

const TRAITS: Partial<Record<PageId, PageTraits>> = {
  home: { offline: true, publicCache: true },
  agenda: { offline: true, publicCache: true, byViewport: true },
  agendaFeed: { file: true },
  conference: { offline: true, publicCache: true },
  track: { offline: true, publicCache: true },
  conferenceCalendar: { file: true },
  conferencePurchaseOk: { private: true },
  conferencePurchaseError: { private: true },
  purchaseOk: { private: true },
  purchaseError: { private: true },
  stripeSuccess: { providerReturn: true },
  stripeCancel: { providerReturn: true },
  qrOk: { providerReturn: true },
  qrKo: { providerReturn: true },
  paymentsFeedback: { providerReturn: true },
  chatMessageDelete: { private: true },
  campaignUnfollow: { private: true },
  rewardsPaymentOk: { private: true },
  rewardsPaymentError: { private: true },
  speakers: { offline: true, publicCache: true },
  sponsors: { offline: true, publicCache: true },
  blog: { offline: true, publicCache: true },
  post: { offline: true, publicCache: true },
  blogFeed: { file: true },
  sdg: { offline: true, publicCache: true },
  socialCard: { file: true },
  login: { bucket: "login" },
  twoFactor: { bucket: "two-factor", private: true },
  signup: { bucket: "sign-up" },
  invitationSignup: { bucket: "sign-up" },
  signupRegistration: { bucket: "sign-up" },
  externalRegistration: { bucket: "sign-up" },
  ssoLogin: { bucket: "login", secret: "token" },
  ssoRegister: { bucket: "sign-up", secret: "token", private: true },
  validate: { secret: "token" },
  passwordResetRequest: { bucket: "password-reset" },
  passwordResetConfirm: { bucket: "password-reset", secret: "token" },
  changePassword: { private: true },
  networking: { private: true },
  networkingProfile: { private: true },
  networkingAttendees: { private: true },
  networkingRequest: { private: true },
  networkingRequests: { private: true },
  networkingLeave: { private: true },
  profile: { private: true, uploads: true, keptChrome: true, offline: true },
  profileUnsubscribe: { private: true },
  profileDiscard: { private: true },
  profileDownload: { private: true },
  profileCalendar: { private: true },
  calendarFeed: { secret: "token", file: true },
  profileCalendarRevoke: { private: true },
  profileCalendarReplace: { private: true },
  page: { bucket: "contact", uploads: true, publicCache: true, offline: true },
};

const NONE: PageTraits = {};

export function pageTraits(page: PageId): PageTraits {
  return TRAITS[page] ?? NONE;
}
