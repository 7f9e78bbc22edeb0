import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { matchRoutes, type RouteObject } from "react-router-dom";
import { describe, expect, it } from "vitest";
import routes from "./routes";
import { PAGES, pageOf, pathTo, type PageId } from "./paths";

type Entry = { id?: string; path?: string; index?: boolean; children?: Entry[] };

/** The route table as the router sees it. */
function routerRoutes(entries: Entry[]): RouteObject[] {
  return entries.map((entry) =>
    entry.index
      ? ({ id: entry.id, path: entry.path, index: true } as RouteObject)
      : ({ id: entry.id, path: entry.path, children: entry.children ? routerRoutes(entry.children) : undefined } as RouteObject),
  );
}

const TABLE = routerRoutes(routes as Entry[]);

/** The page the router renders for a path: the deepest match's id, without the language suffix. */
function routerPage(path: string): string | undefined {
  const matches = matchRoutes(TABLE, path);
  return matches?.at(-1)?.route.id?.replace(/\.(es|en|pt|eus)$/, "");
}

const SAMPLES: Record<PageId, string[]> = {
  home: ["/", ""],
  agenda: ["/agenda", "/AGENDA/"],
  agendaFeed: ["/agenda/calendario.ics", "/agenda/Calendario.ICS"],
  conference: ["/agenda/acreditacion", "/agenda/a%20b", "/agenda/calendario"],
  track: ["/itinerarios/31", "/Itinerarios/31/"],
  conferenceCalendar: ["/agenda/acreditacion/calendario.ics", "/agenda/a%20b/Calendario.ICS"],
  conferenceLive: ["/agenda/acreditacion/en-directo"],
  conferencePurchase: ["/agenda/acreditacion/proceso-de-compra"],
  conferencePurchaseOk: ["/agenda/acreditacion/proceso-de-compra/ok"],
  conferencePurchaseError: ["/agenda/acreditacion/proceso-de-compra/error"],
  purchase: ["/proceso-de-compra", "/Proceso-De-Compra/"],
  purchaseOk: ["/proceso-de-compra/ok"],
  purchaseError: ["/proceso-de-compra/error"],
  stripeSuccess: ["/stripe/success", "/stripe/success/cs_123"],
  stripeCancel: ["/stripe/cancel", "/stripe/cancel/cs_123"],
  qrOk: ["/pago-qr-ok"],
  qrKo: ["/pago-qr-ko"],
  paymentsFeedback: ["/payments/feedback", "/payments/feedback/success"],
  campaign: ["/agenda/archivo-sonoro/campana", "/agenda/a%20b/Campana/"],
  campaignUnfollow: ["/agenda/archivo-sonoro/campana/dejar-de-seguir"],
  rewardsPayment: ["/RewardsPayment", "/rewardspayment/"],
  rewardsPaymentOk: ["/RewardsPayment/ok"],
  rewardsPaymentError: ["/RewardsPayment/error"],
  speakers: ["/ponentes"],
  sponsors: ["/patrocinadores"],
  blog: ["/blog"],
  post: ["/blog/12", "/blog/atom"],
  blogFeed: ["/blog/atom.xml"],
  sdg: ["/sdg"],
  socialCard: ["/tarjetas/actividad/acreditacion/tarjeta.png", "/tarjetas/sitio/portada/tarjeta.png"],
  login: ["/iniciar-sesion", "/Iniciar-Sesion/"],
  twoFactor: ["/factor-de-doble-autenticacion"],
  logout: ["/cerrar-sesion"],
  signup: ["/registro"],
  invitationSignup: ["/registro-invitacion"],
  signupRegistration: ["/registro/formulario"],
  externalRegistration: ["/inscripcion"],
  externalRegistrationDone: ["/inscripcion/confirmacion"],
  ssoLogin: ["/login-sso", "/login-sso/abc"],
  ssoRegister: ["/registro-sso", "/registro-sso/abc"],
  validate: ["/validate", "/validate/tok"],
  passwordResetRequest: ["/recuperar-contrase%C3%B1a"],
  passwordResetConfirm: ["/password-reset-confirm", "/password-reset-confirm/tok"],
  changePassword: ["/cambiar-contrase%C3%B1a"],
  networking: ["/usuario/networking"],
  networkingProfile: ["/usuario/networking/perfil"],
  networkingAttendees: ["/usuario/networking/asistentes"],
  networkingRequest: ["/usuario/networking/asistentes/12"],
  networkingRequests: ["/usuario/networking/solicitudes"],
  networkingLeave: ["/usuario/networking/salir"],
  profile: ["/usuario"],
  profileUnsubscribe: ["/usuario/baja"],
  profileDiscard: ["/usuario/descartar/0c7d"],
  profileDownload: ["/usuario/descargas", "/usuario/descargas/certificado/3"],
  profileCalendar: ["/usuario/calendario.ics"],
  calendarFeed: ["/calendario/Zm9vYmFyLWJhei1xdXV4LTEyMzQ1Njc4OTAx/mis-actividades.ics"],
  profileCalendarRevoke: ["/usuario/calendario/dejar-de-compartir"],
  cookieSettings: ["/configuracion-de-cookies", "/Configuracion-De-Cookies/"],
  page: ["/contacto", "/compra", "/cookies"],
  notFound: [
    "/a/b",
    "/agenda/a/b",
    "/agenda/a/calendario",
    "/agenda/a/calendario.ics/x",
    "/usuario/otra",
    "/blog/1/2",
    "/stripe/success/a/b",
    "/proceso-de-compra/otra",
    "/agenda/a/campana/otra",
    "/RewardsPayment/otra",
  ],
};

describe("the paths module and the route table", () => {
  it("match the same page for every page, under every prefix", () => {
    for (const [page, paths] of Object.entries(SAMPLES)) {
      for (const path of paths) {
        for (const prefix of ["", "/en", "/eus"]) {
          const full = `${prefix}${path}` || "/";
          const decoded = decodeURI(full);
          expect({ full, page: pageOf(full)?.page }).toEqual({ full, page });
          expect({ full, page: routerPage(decoded) }).toEqual({ full, page });
        }
      }
    }
  });

  it("has a sample for every page", () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(PAGES).sort());
  });

  it("reads single-fetch data URLs as their page", () => {
    expect(pageOf("/iniciar-sesion.data")?.page).toBe("login");
    expect(pageOf("/en.data")?.page).toBe("home");
    expect(pageOf("/_root.data")?.page).toBe("home");
  });

  it("gives parameters decoded, as the router does", () => {
    expect(pageOf("/en/agenda/..%2F..%2Fcustomer")).toEqual({ page: "conference", params: { slug: "../../customer" } });
    expect(pageOf("/login-sso/abc")).toEqual({ page: "ssoLogin", params: { token: "abc" } });
    expect(pageOf("/usuario/descargas/certificado/3")).toEqual({ page: "profileDownload", params: { "*": "certificado/3" } });
  });

  it("builds paths with encoded parameters", () => {
    expect(pathTo("home")).toBe("/");
    expect(pathTo("conference", { slug: "a b/c" })).toBe("/agenda/a%20b%2Fc");
    expect(pathTo("ssoLogin", { token: "" })).toBe("/login-sso");
    expect(pathTo("profileDownload", { "*": "certificado/3" })).toBe("/usuario/descargas/certificado/3");
  });
});

// The server's router (the CommonJS build Node loads) carries our patch: a route tree is flattened,
// ranked and compiled once (patches/@remix-run+router+*.patch, docs/decisions/021-page-cache-and-route-matching.md).
// The browser's build (ES modules) is upstream's, untouched: the reference the patch must agree with.
const require = createRequire(import.meta.url);
const upstreamRouter: string = "@remix-run/router/dist/router.js";
const { matchRoutes: upstreamMatchRoutes } = (await import(upstreamRouter)) as { matchRoutes: typeof matchRoutes };
const serverRouterFile = require.resolve("@remix-run/router");
const serverRouter = require(serverRouterFile) as { matchRoutes: typeof upstreamMatchRoutes };

describe("the server's route matching", () => {
  it("runs with the patches applied (npm install's postinstall)", () => {
    expect(serverRouterFile).toMatch(/router\.cjs\.js$/);
    expect(readFileSync(serverRouterFile, "utf8")).toContain("function rankedBranches(routes)");
    // The render's route trees, made once so that the cached matching applies to them too.
    expect(readFileSync(require.resolve("react-router-dom/server"), "utf8")).toContain("const staticDataRoutes = new WeakMap()");
    expect(readFileSync(require.resolve("@remix-run/react/dist/routes.js"), "utf8")).toContain("const serverRoutesMade = new WeakMap()");
  });

  it("answers every page, in its five forms, and paths no page has, exactly as upstream's router", () => {
    const junk = ["/en/en/agenda", "/xx/agenda", "/agenda//x", "/%E2%82%AC", "/blog/a%2Fb", "/EUS/Ponentes/", "/usuario/descargas/a/b/c"];
    const paths = [...Object.values(SAMPLES).flat(), ...junk];
    const describe = (matches: ReturnType<typeof upstreamMatchRoutes>) =>
      matches?.map(({ route, params, pathname, pathnameBase }) => ({ id: route.id, params, pathname, pathnameBase })) ?? null;
    for (let round = 0; round < 2; round++) {
      // Each round on a tree of its own too, as the server renders with a fresh one per request.
      const fresh = routerRoutes(routes as Entry[]);
      for (const path of paths) {
        for (const prefix of ["", "/es", "/en", "/pt", "/eus"]) {
          const full = decodeURI(`${prefix}${path}` || "/");
          const expected = describe(upstreamMatchRoutes(TABLE, full));
          expect({ full, matches: describe(serverRouter.matchRoutes(TABLE, full)) }).toEqual({ full, matches: expected });
          expect({ full, matches: describe(serverRouter.matchRoutes(fresh, full)) }).toEqual({ full, matches: expected });
        }
      }
    }
  });
});
