// /sitemap.xml of the host's tenant, outside the language prefixes (docs/search-engines.md).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapResponse } from "~/seo/sitemap.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => sitemapResponse(request, context);
