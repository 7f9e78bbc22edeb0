// What the root loader (app/root.tsx) gives every page: the tenant's public data, the chrome's menus
// and venues, the visitor's greeting and toast. Declared here, apart from the root module, so that the
// chrome and the pages read it without importing root.tsx, which imports them (no import cycle).
import type { MetaDescriptor } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";
import type { MissingFieldsNotice } from "~/accounts/missing-fields.server";
import type { FontHead } from "~/chrome/fonts.server";
import type { Sponsor } from "~/backend/catalogue.schemas";
import type { FooterSection, MenuLink } from "~/backend/cms.server";
import type { Venue } from "~/backend/venues.server";
import type { Consent } from "~/consent/consent";
import type { Locale } from "~/i18n/locales";
import type { Greeting } from "~/session/auth.server";
import type { Toast } from "~/session/session.server";
import type { PublicTenant } from "~/tenancy/tenant";

export type ShownToast = Pick<Toast, "kind" | "section" | "waiting"> & { text: string };

type FooterSponsor = Pick<Sponsor, "id" | "company_name" | "logo_url" | "url">;

export type RootData = {
  tenant: PublicTenant;
  locale: Locale;
  defaultLocale: Locale;
  headerMenu: MenuLink[];
  footerMenu: FooterSection[];
  venues: Venue[];
  footerSponsors: FooterSponsor[];
  venueId: Venue["id"] | null;
  /** Translated by the server: it may come from a namespace the page does not carry. */
  toast: ShownToast | null;
  /** Never the token, never the whole profile. */
  customer: Greeting | null;
  missingFields: MissingFieldsNotice | null;
  rememberDays: number;
  /** The banner shows while it is null. */
  consent: Consent | null;
  origin: string;
  canonicalPath: string;
  version: string;
  fonts: FontHead;
  /** The tenant's primary colour: the browser's bar and the installed app's (app/seo/web-app.server.ts). */
  themeColor: string;
  /** The link preview's tags of a page without its own picture: the tenant's card (app/seo/preview.server.ts). */
  preview: MetaDescriptor[];
};

/** Undefined on a global error page (no tenant, maintenance). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
