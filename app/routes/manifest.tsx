// /manifest.webmanifest?lang=…: the host's tenant as an installable web app (app/seo/web-app.server.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { manifestResponse } from "~/seo/web-app.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => manifestResponse(request, context);
