// /login-sso/:token?: the identity provider's link. The GET logs in and redirects (why a GET may: app/accounts/sso.server.ts): home or
// a local `?origin=`, /registro-sso when required fields are missing, or the two-factor page. Only failures render here: no or
// unknown token, or an account disabled on the web channel.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { SsoProblem } from "~/accounts/sso-problem";
import { loginWithSso, originOf, problemStatus } from "~/accounts/sso.server";
import { withPageErrors } from "~/backend/page-errors.server";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/seo/meta";
import type { I18nHandle } from "~/i18n/namespaces";
import { requirePage } from "~/session/page-guard.server";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["account", "signup"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export const loader = withPageErrors(async ({ request, params, context }: LoaderFunctionArgs) => {
  // An SSO login is a login: the tenant must offer logging in.
  await requirePage({ request, context }, { feature: "login" });
  const title = getT(context.locale)("signup:sso.failedTitle");
  const result = params.token
    ? await loginWithSso(request, context, params.token, originOf(request))
    : { problem: "invalid_sso_token" as const };
  if (result instanceof Response) throw result;
  return data({ title, problem: result.problem }, { status: problemStatus(result.problem) });
});

export default function SsoLogin() {
  const { problem } = useLoaderData<typeof loader>();
  return <SsoProblem problem={problem} />;
}
