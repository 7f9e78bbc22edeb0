// Every page path of the portal, named once: the route table, links, guards, the host and the tests
// take their paths from here. Free of server-only imports: the browser bundle uses it too.
import { LOCALES } from "./i18n/locales";

export type RateLimitBucket = "login" | "two-factor" | "sign-up" | "password-reset" | "contact";

type PageDefinition = {
  /** In the spec's (Spanish) words; `:name` a parameter, `?` optional, `*` the rest. */
  readonly path: string;
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
  /** A file that caches share between visitors (a feed, a card image): the host sets no language cookie on it. */
  readonly file?: true;
};

/** The key is the route id for unprefixed paths; under `/en` it is `<key>.en`, and so on. */
export const PAGES = {
  home: { path: "/", publicCache: true },
  agenda: { path: "/agenda", publicCache: true, byViewport: true },
  agendaFeed: { path: "/agenda/calendario.ics", file: true },
  conference: { path: "/agenda/:slug", publicCache: true },
  track: { path: "/itinerarios/:id", publicCache: true },
  conferenceCalendar: { path: "/agenda/:slug/calendario.ics", file: true },
  conferenceLive: { path: "/agenda/:slug/en-directo" },
  conferencePurchase: { path: "/agenda/:slug/proceso-de-compra" },
  conferencePurchaseOk: { path: "/agenda/:slug/proceso-de-compra/ok", private: true },
  conferencePurchaseError: { path: "/agenda/:slug/proceso-de-compra/error", private: true },
  purchase: { path: "/proceso-de-compra" },
  purchaseOk: { path: "/proceso-de-compra/ok", private: true },
  purchaseError: { path: "/proceso-de-compra/error", private: true },
  stripeSuccess: { path: "/stripe/success/:id?", providerReturn: true },
  stripeCancel: { path: "/stripe/cancel/:id?", providerReturn: true },
  qrOk: { path: "/pago-qr-ok", providerReturn: true },
  qrKo: { path: "/pago-qr-ko", providerReturn: true },
  paymentsFeedback: { path: "/payments/feedback/:status?", providerReturn: true },
  campaign: { path: "/agenda/:slug/campana" },
  campaignUnfollow: { path: "/agenda/:slug/campana/dejar-de-seguir", private: true },
  rewardsPayment: { path: "/RewardsPayment" },
  rewardsPaymentOk: { path: "/RewardsPayment/ok", private: true },
  rewardsPaymentError: { path: "/RewardsPayment/error", private: true },
  speakers: { path: "/ponentes", publicCache: true },
  sponsors: { path: "/patrocinadores", publicCache: true },
  blog: { path: "/blog", publicCache: true },
  post: { path: "/blog/:id", publicCache: true },
  blogFeed: { path: "/blog/atom.xml", file: true },
  sdg: { path: "/sdg", publicCache: true },
  socialCard: { path: "/tarjetas/:kind/:id/tarjeta.png", file: true },
  login: { path: "/iniciar-sesion", bucket: "login" },
  twoFactor: { path: "/factor-de-doble-autenticacion", bucket: "two-factor", private: true },
  logout: { path: "/cerrar-sesion" },
  signup: { path: "/registro", bucket: "sign-up" },
  invitationSignup: { path: "/registro-invitacion", bucket: "sign-up" },
  // Right after a sign-up (decision 028).
  signupRegistration: { path: "/registro/formulario", bucket: "sign-up" },
  externalRegistration: { path: "/inscripcion", bucket: "sign-up" },
  externalRegistrationDone: { path: "/inscripcion/confirmacion" },
  ssoLogin: { path: "/login-sso/:token?", bucket: "login", secret: "token" },
  ssoRegister: { path: "/registro-sso/:token?", bucket: "sign-up", secret: "token", private: true },
  validate: { path: "/validate/:token?", secret: "token" },
  passwordResetRequest: { path: "/recuperar-contraseña", bucket: "password-reset" },
  passwordResetConfirm: { path: "/password-reset-confirm/:token?", bucket: "password-reset", secret: "token" },
  changePassword: { path: "/cambiar-contraseña", private: true },
  // For networkingType 2 these carry the conference in NETWORKING_CONFERENCE_PARAM.
  networking: { path: "/usuario/networking", private: true },
  networkingProfile: { path: "/usuario/networking/perfil", private: true },
  networkingAttendees: { path: "/usuario/networking/asistentes", private: true },
  networkingRequest: { path: "/usuario/networking/asistentes/:attendee", private: true },
  networkingRequests: { path: "/usuario/networking/solicitudes", private: true },
  networkingLeave: { path: "/usuario/networking/salir", private: true },
  profile: { path: "/usuario", private: true, uploads: true, keptChrome: true },
  profileUnsubscribe: { path: "/usuario/baja", private: true },
  profileDiscard: { path: "/usuario/descartar/:uuid", private: true },
  profileDownload: { path: "/usuario/descargas/*", private: true },
  profileCalendar: { path: "/usuario/calendario.ics", private: true },
  // A calendar app's subscription: the secret in the path stands for the login (decision 032).
  calendarFeed: { path: "/calendario/:token/mis-actividades.ics", secret: "token", file: true },
  profileCalendarRevoke: { path: "/usuario/calendario/dejar-de-compartir", private: true },
  // Not `/cookies`: that is the tenant's cookie policy, a CMS page.
  cookieSettings: { path: "/configuracion-de-cookies" },
  // A CMS page; the one holding the contact form takes its posts (with a file).
  page: { path: "/:slug", bucket: "contact", uploads: true, publicCache: true },
  notFound: { path: "/*" },
} as const satisfies Record<string, PageDefinition>;

export type PageId = keyof typeof PAGES;

/** True when a route id is `page` or `page.<lng>`. */
export function isRouteOf(routeId: string, page: PageId): boolean {
  return routeId === page || routeId.startsWith(`${page}.`);
}

export function pageTraits(page: PageId): PageDefinition {
  return PAGES[page];
}

/** Outside the language prefixes: the header's venue form posts here. */
export const VENUE_PREFERENCE_PATH = "/preferences/venue";
/** Outside the language prefixes: one per tenant host, for search engines (docs/search-engines.md). */
export const SITEMAP_PATH = "/sitemap.xml";
export const ROBOTS_PATH = "/robots.txt";

export const NETWORKING_CONFERENCE_PARAM = "congreso";

export const CMS_SLUGS = { contact: "contacto", cookiePolicy: "cookies", salesConditions: "condiciones-de-compra" } as const;

type ParamOf<N extends string> = N extends `${infer Base}?` ? { [K in Base]?: string } : { [K in N]: string };
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? ParamOf<Name> & ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? ParamOf<Name>
    : P extends `${string}*`
      ? { "*": string }
      : Record<never, never>;
type PathArgs<K extends PageId> =
  Record<never, never> extends ParamsOf<(typeof PAGES)[K]["path"]>
    ? [params?: ParamsOf<(typeof PAGES)[K]["path"]>]
    : [params: ParamsOf<(typeof PAGES)[K]["path"]>];

/** Put the result through `localePath` for the page's language. */
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

export type PageMatch = { page: PageId; params: Record<string, string> };

type Compiled = { page: PageId; pattern: RegExp; names: string[]; score: number; order: number };

const LOCALE_PREFIX = new RegExp(`^/(?:${LOCALES.join("|")})(?=/|$)`, "i");

// Ranked as react-router's `computeScore` so `pageOf` agrees with the router (decision 021); pure, so the browser build drops it.
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

/** A single-fetch data URL (`/en/agenda.data`, `/_root.data`) is its page's path. */
export function pagePathOf(pathname: string): string {
  const withoutData = pathname.replace(/\.data$/, "");
  return withoutData === "/_root" ? "/" : withoutData || "/";
}

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
