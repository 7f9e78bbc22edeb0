// The tenant as pages see it. The API token never leaves the server: see `publicTenant`.
import type { Locale } from "~/i18n/locales";
import type { RegimeId } from "~/tax/regimes";

export const FEATURES = [
  "login",
  "register",
  "user_profile",
  "invitation_register",
  "sso_register",
  "change_password",
  "hidden_register",
] as const;
export type Feature = (typeof FEATURES)[number];

export const LAYOUTS = ["default", "compact", "ciud", "cned", "digitalone", "dome", "mdigital"] as const;
export type TenantLayout = (typeof LAYOUTS)[number];
// Every layout is a variant of the header and footer: app/chrome/layouts.ts says how each differs.

export type SocialNetwork = { id: number | string; url: string | null; icon_class: string };

/**
 * The tenant's forum (spec: "when the forum is enabled"): a successful login also logs the visitor
 * into it (app/session/forum.server.ts). `loginUrl` is absolute (https, or http to a loopback host)
 * or a path appended to the backend's URL (API_BASE_URL), as backend paths are.
 */
export type ForumSettings = { loginUrl: string; cookieName: string };

export type Tenant = {
  hosts: string[];
  name: string;
  /** In the tenant's default language; `descriptions` may give it in others. */
  description: string;
  descriptions: Partial<Record<Locale, string>>;
  logo: string | null;
  alternate_logo: string | null;
  favicon: string | null;
  version: string | null;
  cssName: string;
  cssBaseFont: string | null;
  cssAlternateFont: string | null;
  cookiebotId: string | null;
  gtmId: string | null;
  token: string;
  features: Feature[];
  languages: Locale[];
  ticketRequired: boolean;
  captchaType: "v2" | "v3" | "enterprise" | null;
  /** The captcha provider's public site key (ours, not the spec's: the spec only says one is needed). */
  captchaSiteKey: string | null;
  cntInformation: string | null;
  isIndexSite: boolean;
  customerLowType: "button" | "contact";
  isInternalEvent: boolean;
  propagateUsersPortals: boolean;
  networkingType: 1 | 2 | null;
  socialNetworks: SocialNetwork[];
  layout: TenantLayout;
  theme: string;
  /** null: the tenant has no forum. */
  forum: ForumSettings | null;
  /**
   * The tax regimes its donation calculators offer (app/tax/regimes.ts): only regimes whose rates
   * are entered with their source; the Basque territories' stay off until theirs are.
   */
  taxRegimes: RegimeId[];
};

/**
 * What the browser may know about its tenant: everything but the API token, the host list and the
 * forum (its login endpoint and cookie are the server's business: no page script needs them).
 */
export type PublicTenant = Omit<Tenant, "token" | "hosts" | "forum" | "descriptions"> & {
  /** The language `description` is written in when it is not the page's (its `lang`); null when it is. */
  descriptionLang: Locale | null;
};

/** The description in the page's language when the tenants file has it, else in the default one. */
export function publicTenant(tenant: Tenant, locale: Locale, defaultLocale: Locale): PublicTenant {
  const { token: _token, hosts: _hosts, forum: _forum, descriptions, ...rest } = tenant;
  const own = descriptions[locale];
  if (own) return { ...rest, description: own, descriptionLang: null };
  return { ...rest, descriptionLang: locale === defaultLocale ? null : defaultLocale };
}

export function hasFeature(tenant: Pick<Tenant, "features">, feature: Feature): boolean {
  return tenant.features.includes(feature);
}
