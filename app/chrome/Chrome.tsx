import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useRootData } from "~/root-data";
import { CookieConsent } from "~/consent/ConsentBanner";
import { isLocale, languageCode, localePath } from "~/i18n/locales";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { OnlineStatus } from "./OnlineStatus";
import { ProgressBar } from "./ProgressBar";
import { Toasts } from "./Toasts";
import { pathTo } from "~/paths";

const MAIN_ID = "main-content";

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href={`#${MAIN_ID}`}>
      {t("chrome.skipToContent")}
    </a>
  );
}

/** The tenant's page frame: its layout's header and footer (app/chrome/layouts.ts). */
export function Chrome({ children }: { children: ReactNode }) {
  const root = useRootData();
  if (!root) return <WithoutTenantFrame>{children}</WithoutTenantFrame>;
  return (
    <div className={`frame frame-${root.tenant.layout}`}>
      {/* Before the skip link, as GOV.UK places its cookie banner: the first thing read and reached. */}
      <CookieConsent
        tenantName={root.tenant.name}
        cookiebotId={root.tenant.cookiebotId}
        consent={root.consent}
        locale={root.locale}
        defaultLocale={root.defaultLocale}
      />
      <SkipLink />
      <ProgressBar />
      <Header root={root} />
      <Toasts toast={root.toast} />
      <OnlineStatus />
      <main id={MAIN_ID} tabIndex={-1} className="main">
        {root.missingFields?.length ? <MissingFieldsNotice fields={root.missingFields} /> : null}
        {children}
      </main>
      <Footer root={root} />
    </div>
  );
}

/**
 * After a login whose answer lists missing required fields (spec: a "missing-fields modal"): a
 * notice at the top of the first page, server-rendered so it works without JS, linking to the profile.
 */
function MissingFieldsNotice({ fields }: { fields: string[] }) {
  const { t, i18n } = useTranslation("account");
  const root = useRootData();
  const names = fields.map((field) => (i18n.exists(`account:missingFields.${field}`) ? t(`missingFields.${field}`) : field));
  const list = new Intl.ListFormat(isLocale(i18n.language) ? languageCode(i18n.language) : i18n.language, { type: "conjunction" }).format(names);
  return (
    <section className="notice" aria-labelledby="missing-fields-title">
      <h2 id="missing-fields-title">{t("login.missingTitle")}</h2>
      <p>{t("login.missingText", { fields: list })}</p>
      {root ? (
        <p>
          <Link to={`${localePath(root.locale, pathTo("profile"), root.defaultLocale)}#${t("login.missingAnchor")}`}>{t("login.missingLink")}</Link>
        </p>
      ) : null}
    </section>
  );
}

/** The global frame, for pages with no tenant (unknown host, maintenance, backend down). */
export function WithoutTenantFrame({ children }: { children: ReactNode }) {
  return (
    <div className="frame frame-withoutTenant">
      <SkipLink />
      <main id={MAIN_ID} tabIndex={-1} className="main">
        {children}
      </main>
    </div>
  );
}

export function HomeLink({ children, className }: { children: ReactNode; className?: string }) {
  const root = useRootData();
  const to = root ? localePath(root.locale, "/", root.defaultLocale) : "/";
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
