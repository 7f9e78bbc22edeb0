// The loader of a CMS page (`/:slug`, `/sdg`): the backend's page, made ready to render.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getCmsPage } from "~/backend/cms.server";
import { backendFor } from "~/backend/client.server";
import { pageError, withPageErrors } from "~/backend/page-errors.server";
import type { CmsPageView } from "./blocks";
import { prepareBlocks } from "./prepare.server";

/** Slugs are words, digits, `-` and `_`: anything else (`wp-login.php`, `a b`) is a 404 without asking the backend. */
const SLUG = /^[\p{L}\p{N}_-]{1,120}$/u;

export async function loadCmsPage({ context }: Pick<LoaderFunctionArgs, "context">, slug: string): Promise<CmsPageView> {
  if (!SLUG.test(slug)) throw pageError(404, "not-found");
  const page = await getCmsPage(backendFor(context), slug);
  return {
    slug: page.slug,
    title: page.title,
    description: page.description,
    blocks: prepareBlocks(page.modules, {
      logger: context.logger,
      page: page.slug,
      locale: context.locale,
      defaultLocale: context.defaultLocale,
      now: Date.now(),
      frameOrigins: context.frameOrigins,
      taxRegimes: context.tenant?.taxRegimes ?? [],
    }),
  };
}

/** A route's loader for the CMS page `slug` (a backend 404 becomes the 404 page). */
export function cmsPageLoader(slugOf: (args: LoaderFunctionArgs) => string) {
  return withPageErrors(async (args: LoaderFunctionArgs) => loadCmsPage(args, slugOf(args)));
}
