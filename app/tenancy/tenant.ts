// The tenant as pages see it. The API token never leaves the server: see `publicTenant`.
import type { Locale } from "~/i18n/locales";

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

export const REGIME_IDS = ["common", "navarra", "araba", "bizkaia", "gipuzkoa"] as const;
export type RegimeId = (typeof REGIME_IDS)[number];

export function isRegimeId(value: unknown): value is RegimeId {
  return typeof value === "string" && (REGIME_IDS as readonly string[]).includes(value);
}

export const LAYOUTS = ["default", "compact", "ciud", "cned", "digitalone", "dome", "mdigital"] as const;
export type TenantLayout = (typeof LAYOUTS)[number];

export type SocialNetwork = { id: number | string; url: string | null; icon_class: string };

/** A login also logs into the forum; `loginUrl` is absolute or a path on the backend's URL (decision 011). */
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
  /** The captcha provider's public site key (not in the spec). */
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
  /** Only regimes whose rates are entered with their source (app/tax/regimes.ts). */
  taxRegimes: RegimeId[];
};

/** What the browser may know: everything but the API token, the host list and the forum. */
export type PublicTenant = Omit<Tenant, "token" | "hosts" | "forum" | "descriptions"> & {
  /** The language `description` is written in when it is not the page's (its `lang`); null when it is. */
  descriptionLang: Locale | null;
};

export function publicTenant(tenant: Tenant, locale: Locale, defaultLocale: Locale): PublicTenant {
  const { token: _token, hosts: _hosts, forum: _forum, descriptions, ...rest } = tenant;
  const own = descriptions[locale];
  if (own) return { ...rest, description: own, descriptionLang: null };
  return { ...rest, descriptionLang: locale === defaultLocale ? null : defaultLocale };
}

export function hasFeature(tenant: Pick<Tenant, "features">, feature: Feature): boolean {
  return tenant.features.includes(feature);
}

/** A container id as Google issues them; anything else is not rendered into a script. */
export function isTagManagerId(value: string | null | undefined): value is string {
  return typeof value === "string" && /^GTM-[A-Z0-9]{4,12}$/.test(value);
}
