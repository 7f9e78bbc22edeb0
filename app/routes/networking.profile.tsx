// /usuario/networking/perfil: the networking profile, the backend's custom form prefilled with the
// last answers; a success goes to the hub with a message.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withPageErrors } from "~/backend/page-errors.server";
import { NETWORKING } from "~/networking/scope.server";
import { requirePage } from "~/session/page-guard.server";
import { CustomFormFields } from "~/forms/CustomForm";
import { customFormSummary } from "~/forms/custom-form-names";
import { NETWORKING_PROFILE_PREFIX, SAVE_NETWORKING_PROFILE } from "~/networking/intents";
import { loadNetworkingProfile, submitNetworkingProfile } from "~/networking/joining.server";
import { pageMeta } from "~/seo/meta";
import { ErrorSummary, FormReplyProvider, SubmitButton, type FormReply } from "~/ui/form";
import type { I18nHandle } from "~/i18n/namespaces";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["networking"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export const loader = withPageErrors(async (args: LoaderFunctionArgs) => loadNetworkingProfile(args, await requirePage(args, NETWORKING)));

export const action = withPageErrors(async (args: ActionFunctionArgs) =>
  submitNetworkingProfile(args, await requirePage(args, NETWORKING)),
);

export default function NetworkingProfile() {
  const { t } = useTranslation("networking");
  const { form, links } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { reply?: FormReply } | undefined;
  const reply = answer?.reply ?? null;
  const { fields, labels } = customFormSummary(form.fields, NETWORKING_PROFILE_PREFIX);
  return (
    <FormReplyProvider reply={reply} idPrefix="networking-profile">
      <div className="form">
        <ErrorSummary fields={fields} labels={labels} />
        <h1>{t("profile.title")}</h1>
        <p>{t("profile.intro")}</p>
        {form.title !== t("profile.title") ? <h2>{form.title}</h2> : null}
        {form.description ? <p>{form.description}</p> : null}
        <Form method="post" noValidate replace>
          <input type="hidden" name="intent" value={SAVE_NETWORKING_PROFILE} />
          <CustomFormFields fields={form.fields} prefix={NETWORKING_PROFILE_PREFIX} values={form.values} />
          <div className="form-actions">
            <SubmitButton className="button">{t("profile.submit")}</SubmitButton>
            <Link to={links.hub}>{t("profile.back")}</Link>
          </div>
        </Form>
      </div>
    </FormReplyProvider>
  );
}
