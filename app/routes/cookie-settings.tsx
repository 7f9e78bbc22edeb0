// /configuracion-de-cookies: the visitor's cookie choice, shown and changed (the footer links here
// from every page). Its action also takes the banner's posts and goes back to where it was sent from.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CookieSettings } from "~/consent/CookieSettings";
import { loadConsentSettings, submitConsent } from "~/consent/consent.server";
import type { I18nHandle } from "~/i18n/namespaces";
import { useRootData } from "~/root-data";
import { pageMeta } from "~/seo/meta";
import type { FormReply } from "~/ui/form";
import { requirePage } from "~/session/page-guard.server";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["consent"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePage({ request, context });
  return data(loadConsentSettings({ request, context }));
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requirePage({ request, context });
  return submitConsent({ request, context });
}

export default function CookieSettingsPage() {
  const { consent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as { reply?: FormReply } | undefined;
  const root = useRootData();
  if (!root) return null;
  return (
    <CookieSettings
      consent={consent}
      reply={actionData?.reply}
      gtmId={root.tenant.gtmId}
      locale={root.locale}
      defaultLocale={root.defaultLocale}
    />
  );
}
