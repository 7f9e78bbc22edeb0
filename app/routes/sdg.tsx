// Sustainable development goals: the CMS page `sdg`, rendered like any CMS page.
import { cmsPageLoader } from "~/cms/page.server";

export { default, meta } from "./page";

export const loader = cmsPageLoader(() => "sdg");
