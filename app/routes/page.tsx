// A CMS page by slug (`/aviso-legal`, `/en/contacto`...): the lowest-priority single segment. A page
// that holds the "contact form" module takes that form's posts here; any other page answers 405.
// A page with the donation calculator answers its GET form: the result is rendered from the query.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { pageError, withPageErrors } from "~/backend/page-errors.server";
import { findBlock, type CmsBlock, type CmsPageView } from "~/cms/blocks";
import { CmsPage } from "~/cms/CmsPage";
import { CmsDomainBlocks } from "~/cms-blocks";
import { loadCmsPage } from "~/cms/page.server";
import { contactAction } from "~/contact/action.server";
import { ContactErrorSummary as ContactErrorSummaryNow } from "~/contact/ContactErrorSummary";
import { findContactForm, withContactForms } from "~/contact/setup.server";
import { getT } from "~/i18n/i18n.server";
import { pageMeta } from "~/seo/meta";
import { parseCalculatorQuery } from "~/tax/calculator";
import { findCalculator, queryReply, TaxErrorSummary as TaxErrorSummaryNow } from "~/tax/TaxErrorSummary";
import type { FormReply } from "~/ui/form";
import type { I18nHandle } from "~/i18n/namespaces";
import { requirePage } from "~/session/page-guard.server";

/**
 * The forms' error summaries, for the pages that hold a contact form or a calculator: in the
 * browser their code (and the form components') is a lazy chunk, fetched only there.
 */
const ContactErrorSummary = import.meta.env.SSR
  ? ContactErrorSummaryNow
  : lazy(() => import("~/contact/ContactErrorSummary").then((module) => ({ default: module.ContactErrorSummary })));
const TaxErrorSummary = import.meta.env.SSR
  ? TaxErrorSummaryNow
  : lazy(() => import("~/tax/TaxErrorSummary").then((module) => ({ default: module.TaxErrorSummary })));

/** The catalogues this page uses beyond the chrome's (app/i18n/namespaces.ts); its modules' only where the page holds them. */
export const handle = {
  i18n: ["cms"],
  i18nWhen: {
    blog: (data) => holds(data, "blog"),
    catalogue: (data) => holds(data, "activities"),
    contact: (data) => holds(data, "contact_form"),
    tax: (data) => holds(data, "donation_calculator"),
  },
} satisfies I18nHandle;

const holds = (data: unknown, type: CmsBlock["type"]) => !!findBlock((data as CmsPageView | undefined)?.blocks, type);

export const loader = withPageErrors(async (args: LoaderFunctionArgs) => {
  const page = withContactForms(await loadCmsPage(args, args.params.slug ?? ""), args.context);
  // A calculator query with errors: "Error: " before the title (GOV.UK), as after a failed POST.
  const calculator = findCalculator(page.blocks);
  const query = calculator ? parseCalculatorQuery(new URL(args.request.url).searchParams, calculator.regimes) : null;
  const failed = query?.status === "invalid";
  return {
    ...page,
    errorPrefix: failed ? getT(args.context.locale)("validation:errorPrefix") : null,
    calculatorErrors: failed ? queryReply(query) : null,
  };
});

export const action = withPageErrors(async (args: ActionFunctionArgs) => {
  await requirePage(args);
  const page = await loadCmsPage(args, args.params.slug ?? "");
  const form = findContactForm(page.blocks);
  if (!form) throw pageError(405, "not-found", { Allow: "GET, HEAD" });
  return contactAction(args, form);
});

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data
    ? pageMeta(args, {
        title: args.data.errorPrefix ? `${args.data.errorPrefix} ${args.data.title}` : args.data.title,
        description: args.data.description,
      })
    : [];

export default function Page() {
  const data = useLoaderData<typeof loader>();
  const page = data as unknown as CmsPageView;
  return (
    <CmsDomainBlocks>
      <CmsPage
        page={page}
        intro={
          <Suspense fallback={null}>
            {findBlock(page.blocks, "contact_form") ? <ContactErrorSummary /> : null}
            {data.calculatorErrors ? <TaxErrorSummary reply={data.calculatorErrors as FormReply} /> : null}
          </Suspense>
        }
      />
    </CmsDomainBlocks>
  );
}
