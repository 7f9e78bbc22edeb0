// A networking page (issue 13): scaffolding, replaced by the page itself.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { withPageErrors } from "~/backend/page-errors.server";
import { requireNetworkingScope } from "~/networking/scope.server";

export const loader = withPageErrors(async (args: LoaderFunctionArgs) => {
  const scope = await requireNetworkingScope(args, { optionalConference: true });
  return { conference: scope.conference };
});

export default function NetworkingPage() {
  return <h1>Networking</h1>;
}
