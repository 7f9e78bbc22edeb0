import type { ServerBuild } from "@remix-run/node";
import { matchRoutes, type RouteObject } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { matchedPaths, pageRoutesOf, subsetBuild } from "../server/route-subset";
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
  chatMessageDelete: ["/agenda/acreditacion/chat/12/eliminar"],
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
  profileCalendarReplace: ["/usuario/calendario/enlace-nuevo"],
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
    "/agenda/a/chat/12",
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

// The host hands Remix only the routes a request can match (server/route-subset.ts, decision 044):
// whatever Remix matches in that subset must be what it would match in the whole table.
type Manifest = ServerBuild["routes"];

/** The table as the build's route manifest: every route with its parent, in the table's order. */
function manifestOf(entries: Array<Entry & { file: string }>, parentId = "root"): Manifest {
  const manifest: Manifest = parentId === "root" ? { root: { id: "root", path: "", module: {} } as Manifest[string] } : {};
  for (const entry of entries) {
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
    manifest[id] = { id, parentId, path: entry.path, index: entry.index, module: {} } as Manifest[string];
    Object.assign(manifest, manifestOf((entry.children ?? []) as Array<Entry & { file: string }>, id));
  }
  return manifest;
}

/** A manifest as Remix's server makes its route tree: children grouped under their parent, in order. */
function treeOf(manifest: Manifest, parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route.parentId === parentId)
    .map((route) => ({ id: route.id, path: route.path, index: route.index, children: treeOf(manifest, route.id) }) as RouteObject);
}

describe("the routes the server hands Remix for a request", () => {
  const manifest = manifestOf(routes as Array<Entry & { file: string }>);
  const build = { routes: manifest, assets: { routes: manifest } } as unknown as ServerBuild;
  const whole = treeOf(manifest);
  const describeMatches = (matches: ReturnType<typeof matchRoutes>) =>
    matches?.map(({ route, params, pathname, pathnameBase }) => ({ id: route.id, params, pathname, pathnameBase })) ?? null;
  const junk = [
    "/en/en/agenda",
    "/xx/agenda",
    "/agenda//x",
    "/%E2%82%AC",
    "/blog/a%2Fb",
    "/EUS/Ponentes/",
    "/usuario/descargas/a/b/c",
    "/english",
  ];
  // The routes outside the language prefixes (sitemap, robots, manifest, service worker, offline page, venue form).
  const files = (routes as Entry[]).filter((entry) => !entry.children).map((entry) => `/${entry.path}`);
  const everyPath = [...Object.values(SAMPLES).flat(), ...junk].flatMap((path) =>
    ["", "/es", "/en", "/pt", "/eus"].map((prefix) => `${prefix}${path}` || "/"),
  );

  const inWhole = new Map<string, ReturnType<typeof describeMatches>>();

  /** A path and every path above it: what Remix matches for a page (the browser's first route manifest names their pages too). */
  const withAbove = (path: string): string[] => {
    const up = path.lastIndexOf("/");
    return [path, ...(up > 0 ? withAbove(path.slice(0, up)) : path === "/" ? [] : ["/"])];
  };

  /** Each of `paths` matched in the request's subset as in the whole table; the subset's size. */
  function check(url: string, paths: string[] = withAbove(new URL(url, "http://h").pathname)): number {
    const pages = pageRoutesOf(matchedPaths(new URL(url, "http://h")));
    expect({ url, pages }).not.toEqual({ url, pages: null });
    const subset = subsetBuild(build, pages!).routes;
    const tree = treeOf(subset);
    for (const path of paths) {
      if (!inWhole.has(path)) inWhole.set(path, describeMatches(matchRoutes(whole, path)));
      expect({ url, path, matches: describeMatches(matchRoutes(tree, path)) }).toEqual({ url, path, matches: inWhole.get(path) });
    }
    return Object.keys(subset).length;
  }

  it("match every page in its five forms, its data URL, the paths above it and paths no page has as the whole table does", () => {
    for (const path of [...everyPath, ...files]) {
      check(path);
      const page = path.replace(/\/$/, "") || "/";
      check(`${page === "/" ? "/_root" : page}.data`, [page, `${page}.data`]);
    }
  });

  it("are a handful of the table's routes, not all of them", () => {
    expect(Object.keys(manifest).length).toBeGreaterThan(300);
    for (const path of everyPath) expect({ path, small: check(path) <= 19 }).toEqual({ path, small: true });
    // The root, the five locale layouts, the six files outside them, and the page with the five above it.
    expect(check("/en/agenda/acreditacion/proceso-de-compra/ok")).toBe(18);
    expect(check("/")).toBe(13);
  });

  it("answer a route discovery for many paths as the whole table does", () => {
    const asked = everyPath.slice(0, 200);
    const url = `/__manifest?version=1&${asked.map((path) => `p=${encodeURIComponent(path)}`).join("&")}`;
    check(url, asked.flatMap(withAbove));
  });
});
