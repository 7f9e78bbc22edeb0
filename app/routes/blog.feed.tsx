// /blog/atom.xml: the blog as an Atom feed in the page's language (a resource route: the file only).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { withPageErrors } from "~/backend/page-errors.server";
import { blogFeedResponse } from "~/blog/feed.server";

export const loader = withPageErrors(({ context }: LoaderFunctionArgs) => blogFeedResponse(context));
