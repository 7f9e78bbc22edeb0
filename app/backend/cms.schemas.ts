// The backend's CMS menus (shapes: demo-api/routes/cms.ts); the pages' own are in catalogue.schemas.ts.
// No `.server` suffix so tests can import it; nothing in the browser bundle imports it.
import { z } from "zod";

export type MenuLink = { text: string; target: string; isComponent: boolean; children: MenuLink[] };

/** A link's target, null read as "". */
const linkTarget = z
  .string()
  .nullable()
  .transform((value) => value ?? "");

const menuLinkSchema: z.ZodType<MenuLink, unknown> = z.lazy(() =>
  z.object({
    text: z.string(),
    target: linkTarget,
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
          target: linkTarget,
        }),
      ),
    }),
  ),
});

export type FooterSection = z.output<typeof footerMenuSchema>["data"][number];
