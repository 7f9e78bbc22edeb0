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
  | "donation-certification";

export const BUILT_TABS: readonly ProfileTab[] = ["personal-data", "credentials", "activities", "crowdfunding", "networking", "certification", "donation-certification"];
