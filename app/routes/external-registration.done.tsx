// /inscripcion/confirmacion: the external registration's confirmation, with the backend's reference (shown once).
import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withPageErrors } from "~/backend/page-errors.server";
import { getT } from "~/i18n/i18n.server";
import { localePath } from "~/i18n/locales";
import type { I18nHandle } from "~/i18n/namespaces";
import { loadExternalRegistrationDone } from "~/registration/registration.server";
import { useRootData } from "~/root-data";
import { pageMeta } from "~/seo/meta";
import { pathTo } from "~/paths";
import { requirePage } from "~/session/page-guard.server";

export const handle = { i18n: ["signup"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export const loader = withPageErrors(async (args: LoaderFunctionArgs) => {
  await requirePage(args);
  return loadExternalRegistrationDone(args, getT(args.context.locale)("signup:external.doneTitle"));
});

export default function ExternalRegistrationDone() {
  const { t } = useTranslation("signup");
  const root = useRootData();
  const receipt = useLoaderData<typeof loader>();
  const agenda = localePath(root?.locale ?? "es", pathTo("agenda"), root?.defaultLocale ?? "es");
  return (
    <div className="form-layout">
      <div className="form form-wide">
        <div className="notice notice-success" role="status">
          <h1>{t("external.doneTitle")}</h1>
          <p>{t("external.doneText", { email: receipt.email })}</p>
          <p>
            {t("external.reference")} <strong>{receipt.reference}</strong>
          </p>
        </div>
        <p>
          <Link to={agenda}>{t("external.agenda")}</Link>
        </p>
      </div>
    </div>
  );
}
