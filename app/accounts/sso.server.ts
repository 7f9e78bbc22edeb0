// Logging in with an SSO token (/login-sso/:token and /registro-sso/:token). The token comes from
// a link on another site, followed by GET: the loader itself logs in (that is what an SSO link is
// for) and answers a redirect, so the token leaves the address bar at once. A crawler following
// such a link only logs itself in, in a session nobody else holds. Like any login link, it logs
// the visitor into the account the link names, whoever sent it: a session already open is
// replaced, since the link says who the visitor is now.
import type { AppContext } from "~/context";
import { backendFor } from "~/backend/client.server";
import { loginRefusal, loginSso } from "~/backend/customer.server";
import { localePath } from "~/i18n/locales";
import { holdTwoFactor, startSession } from "~/session/auth.server";
import { homePath, requireTenant, safeLocalPath } from "~/tenancy/guards.server";
import { hasFeature } from "~/tenancy/tenant";
import { pathTo } from "~/paths";

export type SsoProblem = "invalid_sso_token" | "account_disabled";

type SsoContext = Parameters<typeof startSession>[0] & Pick<AppContext, "tenant" | "rememberDays">;

/** /registro-sso, keeping where the visitor was going. */
function ssoRegisterPath(context: Pick<AppContext, "locale" | "defaultLocale">, origin: string): string {
  const path = localePath(context.locale, pathTo("ssoRegister"), context.defaultLocale);
  return origin ? `${path}?${new URLSearchParams({ origin })}` : path;
}

/** The `origin` query parameter, local paths only; "" when absent. */
export function originOf(request: Request): string {
  return safeLocalPath(new URL(request.url).searchParams.get("origin"), "");
}

/**
 * Logs in with `token`: a redirect that starts the session (to `origin` or home; to /registro-sso
 * when the backend lists missing required fields and the tenant offers it), or to the two-factor
 * page when the backend asks for a code. A refused token or account is a problem to show; any
 * other failure is thrown (the page's error handling).
 */
export async function loginWithSso(
  request: Request,
  context: SsoContext,
  token: string,
  origin: string,
): Promise<Response | { problem: SsoProblem }> {
  const to = origin || homePath(context);
  try {
    const outcome = await loginSso(backendFor(context), token);
    if (outcome.kind === "two-factor") {
      // SSO gives no e-mail to show on the code page: it says "by e-mail" instead.
      const twoFactor = localePath(context.locale, pathTo("twoFactor"), context.defaultLocale);
      return holdTwoFactor(request, context, { token: outcome.twoFactorToken, remember: false, origin: to, email: "" }, twoFactor);
    }
    const login = outcome.login;
    const complete = login.has_missing_fields && login.missing_required_fields.length > 0 && hasFeature(requireTenant(context), "sso_register");
    return startSession(context, {
      // The registration page asks for the missing fields itself: no "incomplete profile" notice on top of it.
      login: complete ? { ...login, has_missing_fields: false } : login,
      remember: false,
      rememberDays: context.rememberDays,
      to: complete ? ssoRegisterPath(context, origin) : to,
      toast: { kind: "success", message: "account:login.welcome" },
    });
  } catch (error) {
    const refusal = loginRefusal(error);
    if (refusal === "account_disabled") return { problem: "account_disabled" };
    // A token the backend does not know (or a plain 401): the link is not valid.
    if (refusal === "invalid_sso_token" || refusal === "invalid_credentials") return { problem: "invalid_sso_token" };
    throw error;
  }
}

/** The problem page's status: the link is not valid (401), or the account is disabled (403). */
export function problemStatus(problem: SsoProblem): number {
  return problem === "account_disabled" ? 403 : 401;
}
