// Sustainable development goals: the CMS page `sdg`, rendered like any CMS page.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { CmsPageView } from "~/cms/blocks";
import { CmsPage } from "~/cms/CmsPage";
import { cmsStyleLinks } from "~/cms/links";
import { cmsPageLoader } from "~/cms/page.server";
import { pageMeta } from "~/seo/meta";

export const links: LinksFunction = () => cmsStyleLinks;

export const loader = cmsPageLoader(() => "sdg");

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? pageMeta(args, { title: args.data.title, description: args.data.description }) : [];

export default function Sdg() {
  return <CmsPage page={useLoaderData<typeof loader>() as CmsPageView} />;
}
