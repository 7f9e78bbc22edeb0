import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { LOCALE_ISO } from "~/i18n/locales";
import { useRootData } from "~/root";

export function loader({ context }: LoaderFunctionArgs) {
  // The only redirect of locale resolution: `/` goes to the cookie's or the browser's language.
  const target = context.localeResolution.rootRedirect;
  if (target) throw redirect(target);
  return null;
}

export default function Home() {
  const { t } = useTranslation();
  const root = useRootData()!;
  return (
    <div className="home">
      <h1>{t("home.welcome", { name: root.tenant.name })}</h1>
      {/* The tenants file has one description, written in the tenant's default language. */}
      {root.tenant.description ? (
        <p className="lead" lang={root.locale === root.defaultLocale ? undefined : LOCALE_ISO[root.defaultLocale]}>
          {root.tenant.description}
        </p>
      ) : null}
    </div>
  );
}
