// Sustainable development goals: the CMS page `sdg`, rendered like any CMS page.
import { cmsPageLoader } from "~/cms/page.server";

export { default, handle, meta } from "./page";

export const loader = cmsPageLoader(() => "sdg");
