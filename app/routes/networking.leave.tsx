// /usuario/networking/salir: leaving networking (issue 13), irreversible. GET explains in plain words
// (without JavaScript; with it the hub asks in a dialog that posts here); with JavaScript confirming
// starts a countdown (NETWORKING_LEAVE_COUNTDOWN_SECONDS) that can be stopped, and only its end
// posts. POST leaves and goes to the hub with a message, or shows the catalogue's refusal here
// (a confirmed meeting holds the customer in) with the way back.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { withPageErrors } from "~/backend/page-errors.server";
import { loadNetworkingLeave, submitNetworkingLeave } from "~/networking/joining.server";
import { useLeaveQuestion } from "~/networking/LeaveQuestion";
import { pageMeta } from "~/seo/meta";
import { ConfirmStep } from "~/ui/Confirm";
import type { FormReply } from "~/ui/form";
import type { I18nHandle } from "~/i18n/namespaces";

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts). */
export const handle = { i18n: ["networking"] } satisfies I18nHandle;

export const meta: MetaFunction<typeof loader> = (args) => pageMeta(args, { title: args.data?.title });

export const loader = withPageErrors((args: LoaderFunctionArgs) => loadNetworkingLeave(args));

export const action = withPageErrors((args: ActionFunctionArgs) => submitNetworkingLeave(args));

export default function NetworkingLeave() {
  const { back, countdownSeconds } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { reply?: FormReply } | undefined;
  const question = useLeaveQuestion(countdownSeconds);
  return <ConfirmStep idPrefix="networking-leave" reply={answer?.reply} back={back} question={question} />;
}
