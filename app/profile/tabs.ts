// The private area's tabs, in the spec's order. Each is a section of /usuario with a hash anchor
// from the page language's catalogue (`profile:tabs.<id>.anchor`: `datos-personales`,
// `personal-data`...). Networking is listed by the spec but belongs to later work: it stays
// hidden until its section exists.
export type ProfileTab =
  | "personal-data"
  | "credentials"
  | "activities"
  | "crowdfunding"
  | "networking"
  | "certification"
  | "donation-certification";

export const BUILT_TABS: readonly ProfileTab[] = ["personal-data", "credentials", "activities", "crowdfunding", "certification", "donation-certification"];
