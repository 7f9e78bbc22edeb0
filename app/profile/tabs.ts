// The private area's tabs, in the spec's order. Each is a section of /usuario with a hash anchor
// from the page language's catalogue (`profile:tabs.<id>.anchor`: `datos-personales`,
// `personal-data`...). Crowdfunding and networking are listed by the spec but belong to later
// work: they stay hidden until their sections exist.
export type ProfileTab =
  | "personal-data"
  | "credentials"
  | "activities"
  | "crowdfunding"
  | "networking"
  | "certification"
  | "donation-certification";

export const BUILT_TABS: readonly ProfileTab[] = ["personal-data", "credentials", "activities", "certification", "donation-certification"];
