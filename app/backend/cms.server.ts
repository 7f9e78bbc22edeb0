// CMS calls: the header and footer menus. Shapes: see demo-api/routes/cms.ts.
import { cmsPageSchema, envelope } from "./catalogue.schemas";
import { segment, type Backend } from "./client.server";
import { footerMenuSchema, headerMenuSchema, type FooterSection, type MenuLink } from "./cms.schemas";

export type { FooterSection, MenuLink } from "./cms.schemas";

export async function getHeaderMenu(backend: Backend): Promise<MenuLink[]> {
  return (await backend.call("/cms/navigation-menu/header", { name: "getHeaderMenu", schema: headerMenuSchema, cache: true })).data;
}

export async function getFooterMenu(backend: Backend): Promise<FooterSection[]> {
  return (await backend.call("/cms/navigation-menu/footer", { name: "getFooterMenu", schema: footerMenuSchema, cache: true })).data;
}

/** A CMS page (`home`, `aviso-legal`, `sdg`...) with its modules. */
export async function getCmsPage(backend: Backend, page: string) {
  return (await backend.call(`/cms/pages/${segment(page)}`, { name: "getCmsPage", schema: envelope(cmsPageSchema), cache: true })).data;
}
