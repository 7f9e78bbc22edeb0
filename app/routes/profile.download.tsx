// /usuario/descargas/*: the customer's files (accreditation, certificates) through the portal, which holds the token. A refusal
// (error status, or JSON instead of a file) goes back to the originating tab with the reason; a 403 ends the session.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadDownload } from "~/profile/files.server";
import { requirePage } from "~/session/page-guard.server";

export async function loader(args: LoaderFunctionArgs) {
  return loadDownload(args, await requirePage(args, { feature: "user_profile", auth: true, refusedTo: "profile" }));
}
