// /robots.txt of the host's tenant, outside the language prefixes (docs/search-engines.md).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { robotsResponse } from "~/seo/sitemap.server";

export const loader = ({ context }: LoaderFunctionArgs) => robotsResponse(context);
