import type { Sponsor } from "~/backend/catalogue.schemas";
import { SponsorLogo, type LogoHeight } from "./SponsorLogo";

// The schemas' SPONSOR_LEVELS order, repeated: importing values from the schemas would bring zod to the browser.
const LEVEL_ORDER: readonly Sponsor["category"]["level"][] = ["gold", "silver", "bronze", "promoter"];

/** Logos get smaller from gold to promoters. */
const HEIGHT_BY_LEVEL: Record<Sponsor["category"]["level"], LogoHeight> = {
  gold: 100,
  silver: 80,
  bronze: 64,
  promoter: 56,
};

export type SponsorGroup = { category: Sponsor["category"]; sponsors: Sponsor[] };

/** Categories in level order, then their own order; sponsors keep the backend's order. */
export function groupSponsors(sponsors: Sponsor[]): SponsorGroup[] {
  const groups = new Map<number, SponsorGroup>();
  for (const sponsor of sponsors) {
    const group = groups.get(sponsor.category.id);
    if (group) group.sponsors.push(sponsor);
    else groups.set(sponsor.category.id, { category: sponsor.category, sponsors: [sponsor] });
  }
  return [...groups.values()].sort(
    (a, b) =>
      LEVEL_ORDER.indexOf(a.category.level) - LEVEL_ORDER.indexOf(b.category.level) ||
      a.category.order - b.category.order ||
      a.category.id - b.category.id,
  );
}

export function SponsorGroups({
  sponsors,
  headingLevel = 2,
  maxHeight,
  idPrefix = "sponsors",
}: {
  sponsors: Sponsor[];
  headingLevel?: 2 | 3 | 4;
  /** One height for every logo (e.g. in the footer); by default it goes down with the level. */
  maxHeight?: LogoHeight;
  /** Keeps the headings' ids unique when the groups appear twice on a page (page and footer). */
  idPrefix?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="sponsor-groups">
      {groupSponsors(sponsors).map(({ category, sponsors: members }) => {
        const id = `${idPrefix}-category-${category.id}`;
        return (
          <section key={category.id} className={`sponsor-group sponsor-level-${category.level}`} aria-labelledby={id}>
            <Heading id={id} className="sponsor-group-title">
              {category.name}
            </Heading>
            <ul className="sponsor-logos">
              {members.map((sponsor) => (
                <li key={sponsor.id}>
                  <SponsorLogo sponsor={sponsor} maxHeight={maxHeight ?? HEIGHT_BY_LEVEL[category.level]} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
