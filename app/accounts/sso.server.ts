// Logging in with an SSO token on GET (/login-sso/:token, /registro-sso/:token): the loader logs in
// and redirects so the token leaves the address bar; an open session is replaced.
import type { AppContext } from "~/context";
import { backendFor } from "~/backend/client.server";
import { loginRefusal, loginSso } from "~/backend/customer.server";
import { localePath } from "~/i18n/locales";
import { holdTwoFactor, startSession } from "~/session/auth.server";
import { homePath, requireTenant } from "~/tenancy/guards.server";
import { safeLocalPath } from "~/url/local-path";
import { hasFeature } from "~/tenancy/tenant";
import { pathTo } from "~/paths";

export type SsoProblem = "invalid_sso_token" | "account_disabled";

type SsoContext = Parameters<typeof startSession>[0] & Pick<AppContext, "tenant" | "rememberDays">;

function ssoRegisterPath(context: Pick<AppContext, "locale" | "defaultLocale">, origin: string): string {
  const path = localePath(context.locale, pathTo("ssoRegister"), context.defaultLocale);
  return origin ? `${path}?${new URLSearchParams({ origin })}` : path;
}

export function originOf(request: Request): string {
  return safeLocalPath(new URL(request.url).searchParams.get("origin"), "");
}

/** A redirect that starts the session, or a refusal to show; other failures are thrown. */
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
    const complete =
      login.has_missing_fields && login.missing_required_fields.length > 0 && hasFeature(requireTenant(context), "sso_register");
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
