// The spec's layouts (document 1 §1: "Headers and footers have several visual variants per
// tenant"), each a variant of the header and footer. The tenant picks one in the tenants file
// (`layout`); colours and type come from its `theme` (app/styles/tokens.css), so any layout can wear
// any theme. What differs in markup is said here; the rest is CSS under `.frame-<layout>`
// (app/styles/chrome.css).
import type { TenantLayout } from "~/tenancy/tenant";

export type LayoutTraits = {
  /** The header shows the logo and the account link only: no menu, no language or venue control. */
  logoOnly: boolean;
  /** Language, venue, account and social links sit in a slim strip above the logo and menu. */
  toolStrip: boolean;
  /** The logo is centred above a centred menu. */
  centred: boolean;
  /** The footer opens with a brand block (the alternate logo and the tenant's description). */
  footerBrand: boolean;
  /** The footer shows no sponsor logos. */
  footerWithoutSponsors: boolean;
};

const PLAIN: LayoutTraits = { logoOnly: false, toolStrip: false, centred: false, footerBrand: false, footerWithoutSponsors: false };

const LAYOUT_TRAITS: Record<TenantLayout, LayoutTraits> = {
  // One row: logo, menu, the compact controls. A dark footer of link columns.
  default: PLAIN,
  // The spec's "compact header shows only the logo"; languages move to the footer.
  compact: { ...PLAIN, logoOnly: true, footerWithoutSponsors: true },
  // A civic portal: a utility strip on top, a light footer that opens with the brand.
  ciud: { ...PLAIN, toolStrip: true, footerBrand: true },
  // A header in the primary colour, a footer band in the same colour.
  cned: PLAIN,
  // A dark technical bar: the menu centred between logo and controls, a one-band footer.
  digitalone: { ...PLAIN, footerWithoutSponsors: true },
  // Centred: the logo above the menu, a centred footer that opens with the brand.
  dome: { ...PLAIN, centred: true, footerBrand: true },
  // A utility strip, pill-shaped menu entries, a rounded footer in the primary colour.
  mdigital: { ...PLAIN, toolStrip: true, footerBrand: true },
};

export function layoutTraits(layout: TenantLayout): LayoutTraits {
  return LAYOUT_TRAITS[layout];
}
