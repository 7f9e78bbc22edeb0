// /tarjetas/{kind}/{id}/tarjeta.png: a link preview's card image (a resource route: the PNG only).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadSocialCard } from "~/seo/social-card.server";

export function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadSocialCard(request, context, params.kind!, params.id!);
}
