// The question before leaving networking, the same on the hub's dialog and on the leave page: what
// is lost in plain words, and (with JavaScript) the countdown during which it can still be stopped.
import { createElement, Fragment } from "react";
import { useTranslation } from "react-i18next";
import { CountdownConfirmForm } from "~/ui/CountdownForm";

export function useLeaveQuestion(countdownSeconds: number) {
  const { t } = useTranslation("networking");
  return {
    title: t("leave.title"),
    body: createElement(
      Fragment,
      null,
      createElement("p", null, createElement("strong", null, t("leave.irreversible"))),
      createElement("p", null, t("leave.explain")),
      createElement("p", null, t("leave.again")),
    ),
    confirm: t("leave.confirm"),
    cancel: t("leave.cancel"),
    form: CountdownConfirmForm,
    countdown: {
      seconds: countdownSeconds,
      remaining: (seconds: number) => t("leave.countdown", { count: seconds }),
      stop: t("leave.stop"),
      stopped: t("leave.stopped"),
    },
  };
}
