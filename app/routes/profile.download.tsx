// /usuario/descargas/*: the customer's files (accreditation, certificates) through the portal, which holds the token; the backend's
// answer is piped as it arrives (never held whole in memory). A refusal (error status, or JSON instead of a file) goes back to the
// originating tab with the reason; a 403 ends the session.
import { createReadableStreamFromReadable, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { backendFor } from "~/backend/client.server";
import { download } from "~/backend/records.server";
import { localePath } from "~/i18n/locales";
import { DONATION_PARAMS, fallbackFilename, parseDownloadPath, tabOf } from "~/profile/records";
import { backToProfile, fileRefused, refusalToast } from "~/profile/records.server";
import { requireAuthOf } from "~/session/auth.server";
import { requireFeature } from "~/tenancy/guards.server";
import { pathTo } from "~/paths";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  // Maintenance: the private area's page shows the maintenance error.
  if (context.refusal) throw redirect(localePath(context.locale, pathTo("profile"), context.defaultLocale));
  requireFeature(context, "user_profile");
  const auth = await requireAuthOf(request, context);
  const target = parseDownloadPath(params["*"]);
  if (!target) return backToProfile(request, context, "credentials", { kind: "error", message: "records:download.notFound" });

  // The donation query travels with its download links, so a refusal brings the results back.
  const url = new URL(request.url);
  const keep = new URLSearchParams();
  for (const name of Object.values(DONATION_PARAMS)) {
    const value = url.searchParams.get(name);
    if (value && /^[\w-]{1,12}$/.test(value)) keep.set(name, value);
  }
  const tab = tabOf(target);

  try {
    const file = await download(backendFor(context), auth, target, request.signal);
    const headers = new Headers({
      "Content-Type": file.contentType,
      "Content-Disposition": file.contentDisposition ?? `attachment; filename="${fallbackFilename(target)}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    });
    if (file.contentLength && /^\d+$/.test(file.contentLength)) headers.set("Content-Length", file.contentLength);
    return new Response(createReadableStreamFromReadable(file.body), { status: 200, headers });
  } catch (error) {
    return fileRefused(request, context, error, { what: "download refused", tab, toast: refusalToast, query: keep });
  }
}
