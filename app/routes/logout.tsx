// /cerrar-sesion: the header's logout form posts here. The backend is told (POST /customer/logout)
// and the cookie is removed even when the backend fails; then the visitor goes back where they
// were, or home when that page needs a login.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { I18nHandle } from "~/i18n/namespaces";
import { pageOf } from "~/paths";
import { pageTraits } from "~/paths.server";
import { endSession } from "~/session/auth.server";
import { homePath } from "~/tenancy/guards.server";
import { safeLocalPath } from "~/url/local-path";
import { requirePage } from "~/session/page-guard.server";

export async function action({ request, context }: ActionFunctionArgs) {
  await requirePage({ request, context }, { tenant: true });
  const form = await request.formData();
  let back = safeLocalPath(form.get("redirectTo"), homePath(context));
  // A page that needs a logged-in visitor (app/paths.ts `private`) is no place to land after logging out.
  const page = pageOf(back.split("?")[0] ?? "/")?.page;
  if (page && pageTraits(page).private) back = homePath(context);
  return endSession(request, context, back, { kind: "success", message: "account:logout.done" });
}

/** Its toast's catalogue (the server translates toasts, but app/i18n/namespaces.test.ts reads the key here). */
export const handle = { i18n: ["account"] } satisfies I18nHandle;

/** Logging out is a POST; a visit goes home. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePage({ request, context });
  throw redirect(homePath(context));
}

export default function Logout() {
  return null;
}
