import { describe, expect, it } from "vitest";
import { localePath } from "~/i18n/locales";
import { pathTo } from "~/paths";
import { pageHref, pageItems } from "./Pagination";

const BLOG = pathTo("blog");

describe("pagination", () => {
  it("shows every page when there are few", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it("shows the first, the last and the neighbours of the current page, with gaps between", () => {
    expect(pageItems(1, 10)).toEqual([1, 2, "gap", 10]);
    expect(pageItems(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pageItems(10, 10)).toEqual([1, "gap", 9, 10]);
  });

  it("never hides a single page behind a gap", () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, "gap", 10]);
    expect(pageItems(7, 10)).toEqual([1, "gap", 6, 7, 8, 9, 10]);
  });

  it("links keep the other parameters, and page 1 has no page parameter", () => {
    expect(pageHref(BLOG, "?tag=ia&page=2", 3)).toBe(`${BLOG}?tag=ia&page=3`);
    expect(pageHref(localePath("en", BLOG), "?page=2&tag=ia", 1)).toBe(`${localePath("en", BLOG)}?tag=ia`);
    expect(pageHref(BLOG, "?page=2", 1)).toBe(BLOG);
    expect(pageHref(BLOG, "", 2)).toBe(`${BLOG}?page=2`);
  });

  it("a list paginated by its own parameter keeps the other list's page and the conference", () => {
    const path = "/usuario/networking/solicitudes";
    expect(pageHref(path, "?congreso=foro&enviadas=2", 3, "recibidas")).toBe(`${path}?congreso=foro&enviadas=2&recibidas=3`);
    expect(pageHref(path, "?congreso=foro&recibidas=2&page=4", 1, "recibidas")).toBe(`${path}?congreso=foro&page=4`);
  });
});
