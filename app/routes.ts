// The route table: every page is registered once per locale prefix: unprefixed (the tenant's
// default language, Spanish) and /es, /en, /pt, /eus. Ids stay distinct with the prefix appended.
import { type RouteConfig, index, layout, prefix, route } from "@remix-run/route-config";
import { LOCALES } from "./i18n/locales";

const PREFIXES = ["", ...LOCALES] as const;

/** Pages, with the spec's Spanish paths; the same paths are used under every prefix. */
function pages(id: (name: string) => string) {
  return [
    index("routes/home.tsx", { id: id("home") }),
    route("agenda", "routes/agenda.tsx", { id: id("agenda") }),
    route("agenda/:slug", "routes/agenda.$slug.tsx", { id: id("conference") }),
    route("ponentes", "routes/speakers.tsx", { id: id("speakers") }),
    route("patrocinadores", "routes/sponsors.tsx", { id: id("sponsors") }),
    route("blog", "routes/blog.tsx", { id: id("blog") }),
    route("blog/:id", "routes/blog.$id.tsx", { id: id("post") }),
    route("sdg", "routes/sdg.tsx", { id: id("sdg") }),
    // Accounts: the spec's routes, plus `recuperar-contraseña` (the reset request, reached from
    // login; the spec names the screen, not its path) and `cerrar-sesion` (the header's logout form).
    route("iniciar-sesion", "routes/login.tsx", { id: id("login") }),
    route("factor-de-doble-autenticacion", "routes/two-factor.tsx", { id: id("two-factor") }),
    route("cerrar-sesion", "routes/logout.tsx", { id: id("logout") }),
    route("registro", "routes/signup.tsx", { id: id("signup") }),
    route("registro-invitacion", "routes/invitation-signup.tsx", { id: id("invitation-signup") }),
    route("login-sso/:token?", "routes/sso-login.tsx", { id: id("sso-login") }),
    route("registro-sso/:token?", "routes/sso-register.tsx", { id: id("sso-register") }),
    route("validate/:token?", "routes/validate.tsx", { id: id("validate") }),
    route("recuperar-contraseña", "routes/password-reset-request.tsx", { id: id("password-reset-request") }),
    route("password-reset-confirm/:token?", "routes/password-reset-confirm.tsx", { id: id("password-reset-confirm") }),
    route("cambiar-contraseña", "routes/change-password.tsx", { id: id("change-password") }),
    // The private area: one page of tabs, and the steps and files that hang from it.
    route("usuario", "routes/profile.tsx", { id: id("profile") }),
    route("usuario/baja", "routes/profile.unsubscribe.tsx", { id: id("profile-unsubscribe") }),
    route("usuario/descartar/:uuid", "routes/profile.discard.tsx", { id: id("profile-discard") }),
    route("usuario/descargas/*", "routes/profile.download.tsx", { id: id("profile-download") }),
    // A CMS page by slug: lowest priority among single segments.
    route(":slug", "routes/page.tsx", { id: id("page") }),
    // Lowest priority: anything else is a 404 rendered inside the tenant's chrome.
    route("*", "routes/not-found.tsx", { id: id("not-found") }),
  ];
}

export default [
  route("preferences/venue", "routes/preferences.venue.tsx"),
  ...PREFIXES.flatMap((lng) => {
    const id = (name: string) => (lng ? `${name}.${lng}` : name);
    return prefix(lng, [layout("routes/locale.tsx", { id: id("locale") }, pages(id))]);
  }),
] satisfies RouteConfig;
