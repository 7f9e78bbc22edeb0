// CMS calls: the header and footer menus. Shapes: see demo-api/routes/cms.ts.
import { z } from "zod";
import { cmsPageSchema, envelope } from "./catalogue.schemas";
import { segment, type Backend } from "./client.server";

export type MenuLink = { text: string; target: string; isComponent: boolean; children: MenuLink[] };

const menuLinkSchema: z.ZodType<MenuLink, unknown> = z.lazy(() =>
  z.object({
    text: z.string(),
    target: z
      .string()
      .nullable()
      .transform((value) => value ?? ""),
    isComponent: z.boolean().default(false),
    children: z
      .array(menuLinkSchema)
      .nullable()
      .default([])
      .transform((value) => value ?? []),
  }),
);

export const headerMenuSchema = z.object({ data: z.array(menuLinkSchema) });

export const footerMenuSchema = z.object({
  data: z.array(
    z.object({
      /** 1 legal, 2 communication. */
      kind: z.number().int(),
      title: z.string().nullable().default(null),
      links: z.array(
        z.object({
          text: z.string(),
          target: z
            .string()
            .nullable()
            .transform((value) => value ?? ""),
        }),
      ),
    }),
  ),
});

export type FooterSection = z.output<typeof footerMenuSchema>["data"][number];

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
