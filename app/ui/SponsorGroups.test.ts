import { describe, expect, it } from "vitest";
import type { Sponsor } from "~/backend/catalogue.schemas";
import { groupSponsors } from "./SponsorGroups";

const category = (id: number, level: Sponsor["category"]["level"], order = 0) => ({ id, name: `c${id}`, level, order });
const sponsor = (id: number, cat: Sponsor["category"]): Sponsor => ({
  id,
  company_name: `s${id}`,
  logo_url: `/logo-${id}.svg`,
  url: null,
  description: null,
  category: cat,
  tags: [],
});

describe("sponsor groups", () => {
  it("orders the categories gold, silver, bronze, promoters whatever the backend's order", () => {
    const promoter = category(1, "promoter");
    const bronze = category(2, "bronze");
    const gold = category(3, "gold");
    const silver = category(4, "silver");
    const groups = groupSponsors([sponsor(1, promoter), sponsor(2, bronze), sponsor(3, gold), sponsor(4, silver), sponsor(5, gold)]);
    expect(groups.map((g) => g.category.level)).toEqual(["gold", "silver", "bronze", "promoter"]);
    expect(groups[0].sponsors.map((s) => s.id)).toEqual([3, 5]);
  });

  it("within a level, follows the category's order", () => {
    const groups = groupSponsors([sponsor(1, category(7, "silver", 2)), sponsor(2, category(8, "silver", 1))]);
    expect(groups.map((g) => g.category.id)).toEqual([8, 7]);
  });

  it("gives no group for no sponsors", () => {
    expect(groupSponsors([])).toEqual([]);
  });
});
