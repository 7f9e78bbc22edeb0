// Every page path of the portal, named once. The route table (app/routes.ts), links, guards, the
// host's rate limits, body caps and log redaction, and the tests all take their paths from here.
// Zod-free and free of server-only imports: the browser bundle, the Express host and the tests use it.
import { LOCALES } from "./i18n/locales";

/** The host's rate-limit buckets: each counts submissions per tenant and client apart. */
export type RateLimitBucket = "login" | "two-factor" | "sign-up" | "password-reset" | "contact";

type PageDefinition = {
  /** The page's path under every language prefix, in the spec's (Spanish) words; `:name` a parameter, `?` optional, `*` the rest. */
  readonly path: string;
  /** Submissions to this page count in this rate-limit bucket. */
  readonly bucket?: RateLimitBucket;
  /** A path parameter that is a secret (a one-time token): it never reaches the log. */
  readonly secret?: string;
  /** The page takes file uploads: a multipart body may be as large as UPLOAD_MAX_BYTES (any other body: FORM_MAX_BYTES). */
  readonly uploads?: true;
  /** The page needs a logged-in visitor: logging out from it goes home instead. */
  readonly private?: true;
  /**
   * The payment provider comes back here, by GET or by a cross-site POST: the one documented
   * exception to the host's cross-site write refusal (server.ts). Such a page must not rely on the
   * session cookie (a SameSite=Lax cookie is not sent on a cross-site POST) and trusts only what the
   * backend says about the payment (app/payments/return.server.ts).
   */
  readonly providerReturn?: true;
  /**
   * A catalogue page, the same for every anonymous visitor of a tenant, language and query: the
   * host may keep its rendered HTML for them (server/page-cache.ts, with its rules).
   */
  readonly publicCache?: true;
  /**
   * A private page whose own part is all the visitor's: a logged-in visitor's page is its chrome,
   * rendered once for no one and kept, with the page's part rendered for them (server/page-cache.ts).
   */
  readonly keptChrome?: true;
  /** The page's default differs by the screen's width hint (app/ui/viewport.ts): the page cache keeps one per width. */
  readonly byViewport?: true;
};

/**
 * The pages, in no particular order (the matcher ranks them as the router does). The key is the
 * route id under the unprefixed paths; under `/en` it is `<key>.en`, and so on.
 */
export const PAGES = {
  home: { path: "/", publicCache: true },
  agenda: { path: "/agenda", publicCache: true, byViewport: true },
  conference: { path: "/agenda/:slug", publicCache: true },
  // A track of the programme (`GET /tracks/{id}`), linked from its activities.
  track: { path: "/itinerarios/:id", publicCache: true },
  // The activity as an iCalendar file ("add to my calendar"): a resource route, no page.
  conferenceCalendar: { path: "/agenda/:slug/calendario.ics" },
  // The activity's live updates (chat, questions) as server-sent events: a resource route, no page.
  conferenceLive: { path: "/agenda/:slug/en-directo" },
  // The purchase flow, for one activity and in general (the spec's routes; the shop issue builds them).
  conferencePurchase: { path: "/agenda/:slug/proceso-de-compra" },
  conferencePurchaseOk: { path: "/agenda/:slug/proceso-de-compra/ok", private: true },
  conferencePurchaseError: { path: "/agenda/:slug/proceso-de-compra/error", private: true },
  purchase: { path: "/proceso-de-compra" },
  purchaseOk: { path: "/proceso-de-compra/ok", private: true },
  purchaseError: { path: "/proceso-de-compra/error", private: true },
  // Where the payment provider sends the visitor back (the spec's routes): card, QR and feedback.
  stripeSuccess: { path: "/stripe/success/:id?", providerReturn: true },
  stripeCancel: { path: "/stripe/cancel/:id?", providerReturn: true },
  qrOk: { path: "/pago-qr-ok", providerReturn: true },
  qrKo: { path: "/pago-qr-ko", providerReturn: true },
  paymentsFeedback: { path: "/payments/feedback/:status?", providerReturn: true },
  // Crowdfunding: the campaign of an activity, the confirmation step before unfollowing it, and
  // contributing (the spec's /RewardsPayment, the campaign and the reward in its query) with its
  // feedback pages (the provider's returns are the ones above).
  campaign: { path: "/agenda/:slug/campana" },
  campaignUnfollow: { path: "/agenda/:slug/campana/dejar-de-seguir", private: true },
  rewardsPayment: { path: "/RewardsPayment" },
  rewardsPaymentOk: { path: "/RewardsPayment/ok", private: true },
  rewardsPaymentError: { path: "/RewardsPayment/error", private: true },
  speakers: { path: "/ponentes", publicCache: true },
  sponsors: { path: "/patrocinadores", publicCache: true },
  blog: { path: "/blog", publicCache: true },
  post: { path: "/blog/:id", publicCache: true },
  sdg: { path: "/sdg", publicCache: true },
  // Accounts: the spec's routes, plus the reset request (reached from login; the spec names the
  // screen, not its path) and the header's logout form.
  login: { path: "/iniciar-sesion", bucket: "login" },
  twoFactor: { path: "/factor-de-doble-autenticacion", bucket: "two-factor", private: true },
  logout: { path: "/cerrar-sesion" },
  signup: { path: "/registro", bucket: "sign-up" },
  invitationSignup: { path: "/registro-invitacion", bucket: "sign-up" },
  // The tenant's registration form, right after a sign-up (docs/decisions/028-registration-forms.md).
  signupRegistration: { path: "/registro/formulario", bucket: "sign-up" },
  // Registering for the congress without an account, and its confirmation.
  externalRegistration: { path: "/inscripcion", bucket: "sign-up" },
  externalRegistrationDone: { path: "/inscripcion/confirmacion" },
  ssoLogin: { path: "/login-sso/:token?", bucket: "login", secret: "token" },
  ssoRegister: { path: "/registro-sso/:token?", bucket: "sign-up", secret: "token", private: true },
  validate: { path: "/validate/:token?", secret: "token" },
  passwordResetRequest: { path: "/recuperar-contraseña", bucket: "password-reset" },
  passwordResetConfirm: { path: "/password-reset-confirm/:token?", bucket: "password-reset", secret: "token" },
  changePassword: { path: "/cambiar-contraseña", private: true },
  // Networking (meetings between attendees), under the private area. For a tenant of networkingType
  // 2 every networking page carries the chosen conference in its query (`?congreso=<slug>`,
  // NETWORKING_CONFERENCE_PARAM): stateless, shareable, no cookie.
  networking: { path: "/usuario/networking", private: true },
  networkingProfile: { path: "/usuario/networking/perfil", private: true },
  networkingAttendees: { path: "/usuario/networking/asistentes", private: true },
  networkingRequest: { path: "/usuario/networking/asistentes/:attendee", private: true },
  networkingRequests: { path: "/usuario/networking/solicitudes", private: true },
  networkingLeave: { path: "/usuario/networking/salir", private: true },
  // The private area: one page of tabs, and the steps and files that hang from it.
  profile: { path: "/usuario", private: true, uploads: true, keptChrome: true },
  profileUnsubscribe: { path: "/usuario/baja", private: true },
  profileDiscard: { path: "/usuario/descartar/:uuid", private: true },
  profileDownload: { path: "/usuario/descargas/*", private: true },
  // The visitor's own registrations as an iCalendar file.
  profileCalendar: { path: "/usuario/calendario.ics", private: true },
  // Cookie settings: the visitor's choice, shown and changed; the banner on every page posts here.
  // Not `/cookies`: that is the tenant's cookie policy, a CMS page (CMS_SLUGS.cookiePolicy).
  cookieSettings: { path: "/configuracion-de-cookies" },
  // A CMS page by slug; the one holding the contact form takes its posts (with a file).
  page: { path: "/:slug", bucket: "contact", uploads: true, publicCache: true },
  // Anything else: the 404 page inside the tenant's chrome.
  notFound: { path: "/*" },
} as const satisfies Record<string, PageDefinition>;

export type PageId = keyof typeof PAGES;

/** What the host and the guards know about a page (its bucket, secret, uploads, login mark). */
/** True when a matched route's id is `page`'s, under any language prefix (its id is `page` or `page.<lng>`: app/routes.ts). */
export function isRouteOf(routeId: string, page: PageId): boolean {
  return routeId === page || routeId.startsWith(`${page}.`);
}

export function pageTraits(page: PageId): PageDefinition {
  return PAGES[page];
}

/** Paths outside the language prefixes: the header's venue form posts here. */
export const VENUE_PREFERENCE_PATH = "/preferences/venue";

/** The networking pages' query parameter naming the networking conference (networkingType 2). */
export const NETWORKING_CONFERENCE_PARAM = "congreso";

/** The CMS page slugs the portal links to itself (the spec's contact and cookies pages, the purchase's sales conditions). */
export const CMS_SLUGS = { contact: "contacto", cookiePolicy: "cookies", salesConditions: "condiciones-de-compra" } as const;

type ParamOf<N extends string> = N extends `${infer Base}?` ? { [K in Base]?: string } : { [K in N]: string };
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? ParamOf<Name> & ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? ParamOf<Name>
    : P extends `${string}*`
      ? { "*": string }
      : Record<never, never>;
type PathArgs<K extends PageId> = Record<never, never> extends ParamsOf<(typeof PAGES)[K]["path"]>
  ? [params?: ParamsOf<(typeof PAGES)[K]["path"]>]
  : [params: ParamsOf<(typeof PAGES)[K]["path"]>];

/**
 * The path of a page with its parameters filled in, each percent-encoded (a splat's segments one
 * by one): `pathTo("conference", { slug: "a b" })` is `/agenda/a%20b`. Put it through `localePath`
 * for the page's language.
 */
export function pathTo<K extends PageId>(page: K, ...[params]: PathArgs<K>): string {
  const values = (params ?? {}) as Record<string, string | undefined>;
  const filled = PAGES[page].path
    .split("/")
    .map((segment) => {
      if (segment === "*") return (values["*"] ?? "").split("/").map(encodeURIComponent).join("/");
      if (!segment.startsWith(":")) return segment;
      const value = values[segment.replace(/^:|\?$/g, "")];
      return value === undefined || value === "" ? null : encodeURIComponent(value);
    })
    .filter((segment): segment is string => segment !== null)
    .join("/");
  return filled.replace(/\/+$/, "") || "/";
}

/** A matched page: its id and its parameters (percent-decoded, as the router gives them). */
export type PageMatch = { page: PageId; params: Record<string, string> };

type Compiled = { page: PageId; pattern: RegExp; names: string[]; score: number; order: number };

const LOCALE_PREFIX = new RegExp(`^/(?:${LOCALES.join("|")})(?=/|$)`, "i");

/**
 * One compiled pattern per page (two for an optional parameter), ranked the way the router ranks
 * routes (react-router's `computeScore`: more segments, static before dynamic, a splat last), so
 * that `pageOf` answers the same page the router renders; tests/integration/route-table.test.ts holds
 * the two to it.
 */
// Pure: the browser never matches paths (it has the router), so its build drops all of this.
const COMPILED: Compiled[] = /* @__PURE__ */ (() => {
  const list: Compiled[] = [];
  let order = 0;
  for (const [page, definition] of Object.entries(PAGES) as Array<[PageId, PageDefinition]>) {
    for (const path of explodeOptional(definition.path)) {
      const segments = path.split("/").filter(Boolean);
      const names: string[] = [];
      let source = "^";
      let score = segments.length;
      for (const segment of segments) {
        if (segment === "*") {
          names.push("*");
          source += "(?:/(.*))?";
          score -= 2;
        } else if (segment.startsWith(":")) {
          names.push(segment.slice(1));
          source += "/([^/]+)";
          score += 3;
        } else {
          source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
          score += 10;
        }
      }
      if (path === "/") score += 1; // an index route
      list.push({ page, pattern: new RegExp(`${source}/*$`, "i"), names, score, order: order++ });
    }
  }
  return list.sort((a, b) => b.score - a.score || a.order - b.order);
})();

function explodeOptional(path: string): string[] {
  const optional = path.split("/").findIndex((segment) => segment.endsWith("?"));
  if (optional === -1) return [path];
  const segments = path.split("/");
  const withIt = segments.map((segment, index) => (index === optional ? segment.slice(0, -1) : segment)).join("/");
  const without = segments.slice(0, optional).join("/") || "/";
  return [...explodeOptional(withIt), ...explodeOptional(without)];
}

/**
 * The page path a request URL's pathname is about, as the router sees it: the single-fetch data URL
 * of a page (`/en/agenda.data`, `/_root.data` for `/`) is that page.
 */
export function pagePathOf(pathname: string): string {
  const withoutData = pathname.replace(/\.data$/, "");
  return withoutData === "/_root" ? "/" : withoutData || "/";
}

/**
 * The page a request path (percent-encoded, with or without a language prefix or `.data`) is
 * routed to, with its parameters; null only for a path no page matches (there is always the 404 page).
 */
export function pageOf(pathname: string): PageMatch | null {
  // As the router does: each segment decoded, an encoded `/` kept apart from the separators.
  const path = (pagePathOf(pathname).replace(LOCALE_PREFIX, "") || "/")
    .split("/")
    .map((segment) => safeDecode(segment).replace(/\//g, "%2F"))
    .join("/");
  for (const compiled of COMPILED) {
    const match = compiled.pattern.exec(path);
    if (!match) continue;
    const params: Record<string, string> = {};
    compiled.names.forEach((name, index) => {
      const value = match[index + 1];
      if (value !== undefined) params[name] = value.replace(/%2F/g, "/");
    });
    return { page: compiled.page, params };
  }
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

