// What an SSO link that did not log in shows: why, and the way to log in with e-mail and password.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { localePath } from "~/i18n/locales";
import { useRootData } from "~/root-data";
import { pathTo } from "~/paths";

export function SsoProblem({ problem }: { problem: "invalid_sso_token" | "account_disabled" }) {
  const { t } = useTranslation(["signup", "account"]);
  const root = useRootData();
  const login = localePath(root?.locale ?? "es", pathTo("login"), root?.defaultLocale ?? "es");
  return (
    <div className="form">
      <h1>{t("signup:sso.failedTitle")}</h1>
      <p>{t(`account:login.errors.${problem}`)}</p>
      <p>
        <Link to={login}>{t("signup:sso.login")}</Link>
      </p>
    </div>
  );
}
