import { useLoaderData } from "@remix-run/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { backendFor } from "~/backend/client.server";
import { withPageErrors } from "~/backend/page-errors.server";
import { getSponsors } from "~/backend/sponsors.server";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/seo/meta";
import { SponsorGroups } from "~/ui/SponsorGroups";
import type { I18nHandle } from "~/i18n/namespaces";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["people"] } satisfies I18nHandle;

export const loader = withPageErrors(async ({ context }: LoaderFunctionArgs) => {
  const backend = backendFor(context);
  const t = getT(context.locale);
  const [sponsors] = await Promise.all([getSponsors(backend)]);
  return {
    title: t("people:sponsors.title"),
    // The page shows neither descriptions nor tags: they stay on the server.
    sponsors: sponsors.map(({ description: _description, tags: _tags, ...sponsor }) => ({ ...sponsor, description: null, tags: [] })),
  };
});

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export default function Sponsors() {
  const { title, sponsors } = useLoaderData<typeof loader>();
  const { t } = useTranslation("people");
  return (
    <div className="sponsors-page">
      <h1>{title}</h1>
      <p className="page-intro">{t("sponsors.intro")}</p>
      {sponsors.length ? (
        <SponsorGroups sponsors={sponsors} headingLevel={2} />
      ) : (
        <p className="no-results">{t("sponsors.empty")}</p>
      )}
    </div>
  );
}
