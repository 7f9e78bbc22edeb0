import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useRootData } from "~/root";
import { frameOf } from "~/tenancy/tenant";
import { localePath } from "~/i18n/locales";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { OnlineStatus } from "./OnlineStatus";
import { ProgressBar } from "./ProgressBar";
import { Toasts } from "./Toasts";

export const MAIN_ID = "main-content";

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href={`#${MAIN_ID}`}>
      {t("chrome.skipToContent")}
    </a>
  );
}

/** The tenant's page frame: `default` (full header), `compact` (logo-only header) or the others. */
export function Chrome({ children }: { children: ReactNode }) {
  const root = useRootData();
  if (!root) return <WithoutTenantFrame>{children}</WithoutTenantFrame>;
  const frame = frameOf(root.tenant.layout);
  return (
    <div className={`frame frame-${frame}`}>
      <SkipLink />
      <ProgressBar />
      <Header root={root} compact={frame === "compact"} />
      <Toasts toast={root.toast} />
      <OnlineStatus />
      <main id={MAIN_ID} tabIndex={-1} className="main">
        {children}
      </main>
      <Footer root={root} compact={frame === "compact"} />
    </div>
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
