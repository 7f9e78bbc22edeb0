// The page's outline: its h1 is the page title; CMS headings below it never skip a level.

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** `requested` kept within [min, max] (and within h2–h6). */
export function clampHeading(requested: number, min: number, max: number): HeadingLevel {
  const low = Math.max(2, Math.min(min, 6));
  const high = Math.max(low, Math.min(max, 6));
  return Math.max(low, Math.min(requested, high)) as HeadingLevel;
}

/** The level of headings one step down (h6 stays h6). */
export function below(level: HeadingLevel): HeadingLevel {
  return Math.min(level + 1, 6) as HeadingLevel;
}

/** Shared cards (ActivityCard, SpeakerCard, SponsorGroups) take h2–h4. */
export function cardLevel(level: HeadingLevel): 2 | 3 | 4 {
  return Math.min(level, 4) as 2 | 3 | 4;
}
