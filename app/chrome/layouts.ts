// The spec's header and footer layouts (doc 1 §1), picked per tenant; markup differences are said
// here, the rest is CSS under `.frame-<layout>` (decision 023).
import type { TenantLayout } from "~/tenancy/tenant";

export type LayoutTraits = {
  /** Only the logo and the account link in the header. */
  logoOnly: boolean;
  toolStrip: boolean;
  centred: boolean;
  /** The footer opens with the alternate logo and the tenant's description. */
  footerBrand: boolean;
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
