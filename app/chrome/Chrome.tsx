import { Link } from "@remix-run/react";
import { Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useRootData, type RootData } from "~/root-data";
import { CookieConsent } from "~/consent/ConsentBanner";
import { localePath } from "~/i18n/locales";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { SharedPart } from "./SharedPart";
import { OnlineStatus } from "./OnlineStatus";
import { AssistiveUpdates } from "./AssistiveUpdates";
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
      {/* The skip link first, then the cookie banner: one Tab skips on every page (decision 029). */}
      <SkipLink />
      <CookieConsent
        tenantName={root.tenant.name}
        cookiebotId={root.tenant.cookiebotId}
        consent={root.consent}
        locale={root.locale}
        defaultLocale={root.defaultLocale}
      />
      <Header root={root} />
      <Toasts toast={root.toast} />
      <OnlineStatus />
      <AssistiveUpdates />
      <main id={MAIN_ID} tabIndex={-1} className="main">
        {root.missingFields ? <MissingFields notice={root.missingFields} root={root} /> : null}
        {/* Suspense boundaries: React hydrates each part on its own, the one a visitor touches first. */}
        <Suspense>{children}</Suspense>
      </main>
      <Suspense>
        <SharedPart
          name="footer"
          inputs={[root.tenant, root.locale, root.defaultLocale, root.footerMenu, root.footerSponsors, new Date().getFullYear()]}
        >
          <Footer root={root} />
        </SharedPart>
      </Suspense>
    </div>
  );
}

/** The spec's "missing-fields modal", as a server-rendered notice linking to the profile. */
function MissingFields({ notice, root }: { notice: NonNullable<RootData["missingFields"]>; root: RootData }) {
  return (
    <section className="notice" aria-labelledby="missing-fields-title">
      <h2 id="missing-fields-title">{notice.title}</h2>
      <p>{notice.text}</p>
      <p>
        <Link to={`${localePath(root.locale, pathTo("profile"), root.defaultLocale)}#${notice.anchor}`}>{notice.link}</Link>
      </p>
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
