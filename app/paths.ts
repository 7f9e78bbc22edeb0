// Every page path of the portal, named once: the route table, links, guards, the host and the tests
// take their paths from here. Free of server-only imports: the browser bundle uses it too.
import { LOCALES, type Locale } from "./i18n/locales";

type PageDefinition = {
  /** In the spec's (Spanish) words; `:name` a parameter, `?` optional, `*` the rest. What the host does with a page: page-traits.server.ts. */
  readonly path: string;
};

/** The key is the route id for unprefixed paths; under `/en` it is `<key>.en`, and so on. */
export const PAGES = {
  home: { path: "/" },
  agenda: { path: "/agenda" },
  agendaFeed: { path: "/agenda/calendario.ics" },
  conference: { path: "/agenda/:slug" },
  track: { path: "/itinerarios/:id" },
  conferenceCalendar: { path: "/agenda/:slug/calendario.ics" },
  conferenceLive: { path: "/agenda/:slug/en-directo" },
  conferencePurchase: { path: "/agenda/:slug/proceso-de-compra" },
  conferencePurchaseOk: { path: "/agenda/:slug/proceso-de-compra/ok" },
  conferencePurchaseError: { path: "/agenda/:slug/proceso-de-compra/error" },
  purchase: { path: "/proceso-de-compra" },
  purchaseOk: { path: "/proceso-de-compra/ok" },
  purchaseError: { path: "/proceso-de-compra/error" },
  stripeSuccess: { path: "/stripe/success/:id?" },
  stripeCancel: { path: "/stripe/cancel/:id?" },
  qrOk: { path: "/pago-qr-ok" },
  qrKo: { path: "/pago-qr-ko" },
  paymentsFeedback: { path: "/payments/feedback/:status?" },
  // A moderator's confirmation before deleting a chat message (the step without JavaScript; with it, a dialog posting here).
  chatMessageDelete: { path: "/agenda/:slug/chat/:message/eliminar" },
  campaign: { path: "/agenda/:slug/campana" },
  campaignUnfollow: { path: "/agenda/:slug/campana/dejar-de-seguir" },
  rewardsPayment: { path: "/RewardsPayment" },
  rewardsPaymentOk: { path: "/RewardsPayment/ok" },
  rewardsPaymentError: { path: "/RewardsPayment/error" },
  speakers: { path: "/ponentes" },
  sponsors: { path: "/patrocinadores" },
  blog: { path: "/blog" },
  post: { path: "/blog/:id" },
  blogFeed: { path: "/blog/atom.xml" },
  sdg: { path: "/sdg" },
  socialCard: { path: "/tarjetas/:kind/:id/tarjeta.png" },
  login: { path: "/iniciar-sesion" },
  twoFactor: { path: "/factor-de-doble-autenticacion" },
  logout: { path: "/cerrar-sesion" },
  signup: { path: "/registro" },
  invitationSignup: { path: "/registro-invitacion" },
  // Right after a sign-up (decision 028).
  signupRegistration: { path: "/registro/formulario" },
  externalRegistration: { path: "/inscripcion" },
  externalRegistrationDone: { path: "/inscripcion/confirmacion" },
  ssoLogin: { path: "/login-sso/:token?" },
  ssoRegister: { path: "/registro-sso/:token?" },
  validate: { path: "/validate/:token?" },
  passwordResetRequest: { path: "/recuperar-contraseña" },
  passwordResetConfirm: { path: "/password-reset-confirm/:token?" },
  changePassword: { path: "/cambiar-contraseña" },
  // For networkingType 2 these carry the conference in NETWORKING_CONFERENCE_PARAM.
  networking: { path: "/usuario/networking" },
  networkingProfile: { path: "/usuario/networking/perfil" },
  networkingAttendees: { path: "/usuario/networking/asistentes" },
  networkingRequest: { path: "/usuario/networking/asistentes/:attendee" },
  networkingRequests: { path: "/usuario/networking/solicitudes" },
  networkingLeave: { path: "/usuario/networking/salir" },
  profile: { path: "/usuario" },
  profileUnsubscribe: { path: "/usuario/baja" },
  profileDiscard: { path: "/usuario/descartar/:uuid" },
  profileDownload: { path: "/usuario/descargas/*" },
  profileCalendar: { path: "/usuario/calendario.ics" },
  // A calendar app's subscription: the secret in the path stands for the login (decision 032).
  calendarFeed: { path: "/calendario/:token/mis-actividades.ics" },
  profileCalendarRevoke: { path: "/usuario/calendario/dejar-de-compartir" },
  profileCalendarReplace: { path: "/usuario/calendario/enlace-nuevo" },
  // Not `/cookies`: that is the tenant's cookie policy, a CMS page.
  cookieSettings: { path: "/configuracion-de-cookies" },
  // A CMS page; the one holding the contact form takes its posts (with a file).
  page: { path: "/:slug" },
  notFound: { path: "/*" },
} as const satisfies Record<string, PageDefinition>;

export type PageId = keyof typeof PAGES;

/** True when a route id is `page` or `page.<lng>`. */
export function isRouteOf(routeId: string, page: PageId): boolean {
  return routeId === page || routeId.startsWith(`${page}.`);
}

/** Outside the language prefixes: the header's venue form posts here. */
export const VENUE_PREFERENCE_PATH = "/preferences/venue";
/** Outside the language prefixes: one per tenant host, for search engines (docs/search-engines.md). */
export const SITEMAP_PATH = "/sitemap.xml";
export const ROBOTS_PATH = "/robots.txt";
/** Outside the language prefixes: the web app manifest (its language in `?lang=`) and the service worker (issue 46). */
export const MANIFEST_PATH = "/manifest.webmanifest";
export const SERVICE_WORKER_PATH = "/sw.js";
export const OFFLINE_PATH = "/offline";

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
  return pageAt(pagePathOf(pathname));
}

/** The route id of a page (or the locale layout) under a language prefix, as app/routes.ts registers it. */
export function routeIdOf(name: PageId | "locale", prefix: Locale | null): string {
  return prefix ? `${name}.${prefix}` : name;
}

/** The route the router matches for a path (not a data URL), or null. */
export function routeIdAt(path: string): string | null {
  const match = pageAt(path);
  const prefix = LOCALE_PREFIX.exec(path)?.[0].slice(1).toLowerCase() as Locale | undefined;
  return match && routeIdOf(match.page, prefix ?? null);
}

function pageAt(pathname: string): PageMatch | null {
  // As the router does: each segment decoded, an encoded `/` kept apart from the separators.
  const path = (pathname.replace(LOCALE_PREFIX, "") || "/")
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
