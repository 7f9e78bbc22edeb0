// Remix's <Meta />, plus "Error: " before the title after a failed submission, read from the router
// state: meta functions only see loader data.
import { Meta } from "@remix-run/react";
import { useContext } from "react";
import { useTranslation } from "react-i18next";
import { UNSAFE_DataRouterStateContext } from "react-router-dom";

function failedSubmission(actionData: Record<string, unknown> | null | undefined): boolean {
  return Object.values(actionData ?? {}).some((value) => {
    const reply = (value as { reply?: { status?: string; error?: Record<string, unknown[] | null> } } | null)?.reply;
    return reply?.status === "error" && Object.values(reply.error ?? {}).some((messages) => messages?.length);
  });
}

export function DocumentMeta() {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const { t } = useTranslation();
  if (!state || !failedSubmission(state.actionData) || !state.loaderData.root) return <Meta />;
  const loaderData = { ...state.loaderData, root: { ...state.loaderData.root, titlePrefix: t("validation:errorPrefix") } };
  return (
    <UNSAFE_DataRouterStateContext.Provider value={{ ...state, loaderData }}>
      <Meta />
    </UNSAFE_DataRouterStateContext.Provider>
  );
}
