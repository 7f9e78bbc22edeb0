// /usuario/networking/salir: leaving networking, irreversible: a confirmation step with a stoppable
// countdown; a confirmed meeting holds the customer in.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { withPageErrors } from "~/backend/page-errors.server";
import { NETWORKING } from "~/networking/scope.server";
import { requirePage } from "~/session/page-guard.server";
import { loadNetworkingLeave, submitNetworkingLeave } from "~/networking/joining.server";
import { useLeaveQuestion } from "~/networking/LeaveQuestion";
import { pageMeta } from "~/seo/meta";
import { ConfirmStep } from "~/ui/Confirm";
import type { FormReply } from "~/ui/form";
import type { I18nHandle } from "~/i18n/namespaces";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["networking"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export const loader = withPageErrors(async (args: LoaderFunctionArgs) => loadNetworkingLeave(args, await requirePage(args, NETWORKING)));

export const action = withPageErrors(async (args: ActionFunctionArgs) => submitNetworkingLeave(args, await requirePage(args, NETWORKING)));

export default function NetworkingLeave() {
  const { back, countdownSeconds } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { reply?: FormReply } | undefined;
  const question = useLeaveQuestion(countdownSeconds);
  return <ConfirmStep idPrefix="networking-leave" reply={answer?.reply} back={back} question={question} />;
}
