// What a page's HTML marks for the host, plain constants (the host's bundle cannot load the
// components): shared parts (app/chrome/SharedPart.tsx) and the slots of a page kept for composing
// it for a logged-in visitor (app/chrome/PersonalSlot.tsx, server/page-cache.ts).
export const PART_ATTRIBUTE = "data-shared-part";
export const PART_START = `${PART_ATTRIBUTE}-start`;
export const PART_END = `${PART_ATTRIBUTE}-end`;

export const SLOT_START = '<template data-personal-slot=""></template>';
export const SLOT_END = '<template data-personal-slot-end=""></template>';
/** Where the visitor's data goes: the end of the body, past everything React renders (hydration leaves it be). */
export const BODY_END = "</body>";
export const PERSONAL_DATA_ID = "visitor-data";
