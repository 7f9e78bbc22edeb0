/**
 * Seed data model of the demo API. One `DemoTenant` per tenant token.
 * Add new domains (schedule, conferences, speakers, blog, customers...) as new
 * fields here, fill them in each tenant file and expose them in `routes/`.
 */
import type { Localized } from "./i18n";

/** Header menu entry as stored in the seed (texts not yet localized). */
export interface SeedMenuLink {
  text: Localized<string>;
  /** "" = home, "http..." = external (new window), otherwise a CMS page slug. */
  target: string;
  isComponent?: boolean;
  children?: SeedMenuLink[];
}

export interface SeedFooterLink {
  text: Localized<string>;
  target: string;
}

/** 1 = legal, 2 = communication. */
export type FooterKind = 1 | 2;

export interface SeedFooterSection {
  kind: FooterKind;
  title: Localized<string>;
  links: SeedFooterLink[];
}

export interface SeedVenue {
  id: number;
  name: string;
  /** Not exposed by `GET /venues` (yet). */
  city: string;
}

export interface DemoTenant {
  token: string;
  name: string;
  languages: readonly string[];
  headerMenu: SeedMenuLink[];
  footer: SeedFooterSection[];
  venues: SeedVenue[];
}
