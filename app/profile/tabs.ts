// The private area's tabs, in the spec's order. Each is a section of /usuario with a hash anchor
// from the page language's catalogue (`profile:tabs.<id>.anchor`: `datos-personales`,
// `personal-data`...). A tab shows only when its section has something (networking: tenants with it).
export type ProfileTab =
  | "personal-data"
  | "credentials"
  | "activities"
  | "crowdfunding"
  | "networking"
  | "certification"
  | "donation-certification"
  | "area-registration"
  | "area-lodging"
  | "area-academic"
  | "area-logistics";

export const BUILT_TABS: readonly ProfileTab[] = [
  "personal-data",
  // A sectioned private area's own tabs (Universidad Demo), right after the personal data they extend.
  "area-registration",
  "area-lodging",
  "area-academic",
  "area-logistics",
  "credentials",
  "activities",
  "crowdfunding",
  "networking",
  "certification",
  "donation-certification",
];
