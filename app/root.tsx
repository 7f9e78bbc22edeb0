import { Links, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useMatches, useRouteError } from "@remix-run/react";
import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { getFooterMenu, getHeaderMenu } from "~/backend/cms.server";
import { BackendError, backendFor } from "~/backend/client.server";
import { pageError, type PageErrorData } from "~/backend/page-errors.server";
import { selectedVenueId } from "~/agenda/venue.server";
import { getVenues } from "~/backend/venues.server";
import { Chrome, WithoutTenantFrame } from "~/chrome/Chrome";
import { ErrorPage, pageErrorKey } from "~/chrome/ErrorPage";
import { fontHeadOf } from "~/chrome/fonts.server";
import { useNonce } from "~/ui/nonce";
import { ConsentScripts } from "~/consent/ConsentScripts";
import { readConsent } from "~/consent/consent.server";
import { missingFieldsNotice } from "~/accounts/missing-fields.server";
import { getT } from "~/i18n/i18n.server";
import { LOCALE_ISO, isLocale, type Locale } from "~/i18n/locales";
import { namespacesOf, type I18nHandle } from "~/i18n/namespaces";
import { PageCatalogues } from "~/chrome/PageCatalogues";
import { useRootData, type RootData } from "~/root-data";
import { pageMeta } from "~/seo/meta";
import { previewTags, tenantCard } from "~/seo/preview.server";
import { themeColours } from "~/seo/social-card.server";
import { iconPath } from "~/seo/icons";
import { isIndexed } from "~/seo/robots";
import { MANIFEST_PATH, pageOf } from "~/paths";
import { DocumentMeta } from "~/seo/DocumentMeta";
import { takeFlash } from "~/session/session.server";
import { currentCustomer, greeted } from "~/session/auth.server";
import { checkRefusal, requireTenant } from "~/tenancy/guards.server";
import { publicTenant } from "~/tenancy/tenant";
import { layoutTraits } from "~/chrome/layouts";
import { getSponsors } from "~/backend/sponsors.server";
import stylesheet from "~/styles/site.css?url";

/** A global error's own headers (the maintenance page's Retry-After) reach the response. */
export const headers: HeadersFunction = ({ errorHeaders }) => errorHeaders ?? new Headers();

/** The chrome's catalogues; the cookie banner's only while the banner is due. */
export const handle = { i18n: ["forms", "validation"] } satisfies I18nHandle;

// The one stylesheet of every page (app/styles/site.css): routes link none of their own.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  checkRefusal(context, { tooLargeInPage: pageOf(new URL(request.url).pathname) !== null });
  const tenant = requireTenant(context);
  const backend = backendFor(context);
  const withoutSponsors = layoutTraits(tenant.layout).footerWithoutSponsors;
  const [headerMenu, footerMenu, venues, sponsors, customer] = await Promise.all([
    chromePart(getHeaderMenu(backend), [], context),
    chromePart(getFooterMenu(backend), [], context),
    chromePart(getVenues(backend), [], context),
    // The footer's sponsor logos are decoration: the page goes on without them. (Not in every layout.)
    withoutSponsors
      ? []
      : getSponsors(backend).catch((error: unknown) => {
          context.logger.warn({ err: { message: (error as Error).message } }, "footer sponsors unavailable");
          return [];
        }),
    // The header greets a logged-in customer; "Forbidden" ends the session silently (spec).
    chromePart(currentCustomer(request, context), null, context),
  ]);
  const { toast, missingFields, headers } = await takeFlash(context.sessions, request);
  const url = new URL(request.url);
  // The agenda's `?venue=` is this page's choice (its cookie reaches only the next request), so the header shows it now.
  const cookieVenue = selectedVenueId(request, pageOf(url.pathname)?.page === "agenda" ? url.searchParams.get("venue") || null : null);
  const shown = publicTenant(tenant, context.locale, context.defaultLocale);
  return data<RootData>(
    {
      tenant: shown,
      locale: context.locale,
      defaultLocale: context.defaultLocale,
      headerMenu,
      footerMenu,
      venues,
      footerSponsors: sponsors.map(({ id, company_name, logo_url, url }) => ({ id, company_name, logo_url, url })),
      // With one venue it is chosen automatically (spec: "stored automatically").
      venueId: venues.length === 1 ? venues[0].id : (venues.find((v) => v.id === cookieVenue)?.id ?? null),
      toast: toast
        ? {
            kind: toast.kind,
            text: getT(context.locale)(toast.message, toast.values ?? {}),
            ...(toast.section ? { section: toast.section } : {}),
            ...(toast.section && toast.waiting ? { waiting: toast.waiting } : {}),
          }
        : null,
      // Only what the header needs: never the token, never the whole profile.
      customer: await greeted(request, context, customer),
      missingFields: customer && missingFields ? missingFieldsNotice(context.locale, missingFields) : null,
      rememberDays: context.rememberDays,
      // The visitor's cookie choice: the banner shows while it is null; the tag manager needs analytics.
      consent: readConsent(request),
      origin: context.origin,
      canonicalPath: url.pathname,
      version: context.version,
      fonts: fontHeadOf(tenant),
      themeColor: themeColours(tenant.theme).primary,
      preview: previewTags(context, tenantCard(context, shown)),
    },
    { headers },
  );
}

/** No answer: a global 503; a 404 (nothing configured): an empty part; other failures: a global 500. */
async function chromePart<T>(promise: Promise<T>, empty: T, context: LoaderFunctionArgs["context"]): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof BackendError) {
      if (error.notFound) return empty;
      context.logger.error({ err: { message: error.message, kind: error.kind, status: error.status } }, "chrome data failed");
      // These calls carry no customer token: a 403 here is the portal's problem, a plain 500.
      throw error.unavailable ? pageError(503, "unavailable") : pageError(500, "server");
    }
    throw error;
  }
}

export const meta: MetaFunction<typeof loader> = (args) => {
  // Error pages get their translated title from the Layout, which has the catalogue at hand.
  if (args.error) return [];
  return pageMeta(args);
};

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const { i18n, t } = useTranslation();
  const nonce = useNonce();
  const error = useRouteError();
  const locale: Locale = root?.locale ?? (isLocale(i18n.language) ? i18n.language : "es");
  // A client navigation to another language: its namespaces load before the page's strings switch.
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale, i18n]);
  const tenant = root?.tenant;
  const theme = tenant ? `theme-${tenant.theme} tenant-${tenant.cssName}` : "theme-default";
  return (
    <html lang={LOCALE_ISO[locale]} data-locale={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <DocumentMeta />
        {error ? <title>{[t(`errors.${errorKey(error)}.title`), tenant?.name].filter(Boolean).join(" | ")}</title> : null}
        {tenant && !isIndexed(tenant) ? <meta name="robots" content="noindex" /> : null}
        {tenant?.favicon ? <link rel="icon" href={tenant.favicon} /> : <link rel="icon" href="/favicon.svg" />}
        {root ? <link rel="manifest" href={`${MANIFEST_PATH}?lang=${locale}`} /> : null}
        {root ? <meta name="theme-color" content={root.themeColor} /> : null}
        {root ? <link rel="apple-touch-icon" href={iconPath("apple")} /> : null}
        {root?.fonts.preloads.map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" crossOrigin="anonymous" href={href} />
        ))}
        <Links />
        <PageCatalogues />
        {tenant ? <ConsentScripts gtmId={tenant.gtmId} consent={root?.consent ?? null} /> : null}
        {/* The tenant's fonts and tokens (app/chrome/fonts.server.ts), after the stylesheet's defaults. */}
        {root ? <style nonce={nonce} dangerouslySetInnerHTML={{ __html: root.fonts.css }} /> : null}
      </head>
      <body className={theme}>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function errorKey(error: unknown): string {
  if (!isRouteErrorResponse(error)) return "500";
  return pageErrorKey(error.status, (error.data as PageErrorData | undefined)?.reason);
}

export default function App() {
  // Suspending inside the router's transition keeps the current page until the catalogues arrive.
  const root = useRootData();
  useTranslation(namespacesOf(useMatches(), root?.consent === null), { useSuspense: true });
  return (
    <Chrome>
      <Outlet />
    </Chrome>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRootData();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const reason = isRouteErrorResponse(error) ? (error.data as PageErrorData | undefined)?.reason : undefined;
  const page = <ErrorPage status={status} reason={reason} messageKey={pageErrorKey(status, reason)} />;
  // A failure inside a page keeps the tenant's chrome; a global one uses the withoutTenant frame.
  return root ? <Chrome>{page}</Chrome> : <WithoutTenantFrame>{page}</WithoutTenantFrame>;
}
