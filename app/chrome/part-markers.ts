// The markers a page's HTML carries for the host (shared parts, personal slots), as plain constants.
export const PART_ATTRIBUTE = "data-shared-part";
export const PART_START = `${PART_ATTRIBUTE}-start`;
export const PART_END = `${PART_ATTRIBUTE}-end`;
/** How every shared part's marker begins. */
export const PART_OPEN = `<template ${PART_ATTRIBUTE}`;

export const SLOT_START = '<template data-personal-slot=""></template>';
export const SLOT_END = '<template data-personal-slot-end=""></template>';
/** Where the visitor's data goes: the end of the body, past everything React renders (hydration leaves it be). */
export const BODY_END = "</body>";
export const PERSONAL_DATA_ID = "visitor-data";
