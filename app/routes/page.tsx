// A CMS page by slug (`/aviso-legal`, `/en/contacto`...): the lowest-priority single segment. A page
// that holds the "contact form" module takes that form's posts here; any other page answers 405.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageError, withPageErrors } from "~/backend/page-errors.server";
import type { CmsPageView } from "~/cms/blocks";
import { CmsPage } from "~/cms/CmsPage";
import { cmsStyleLinks } from "~/cms/links";
import { loadCmsPage } from "~/cms/page.server";
import { contactAction } from "~/contact/action.server";
import { ContactErrorSummary } from "~/contact/ContactForm";
import { findContactForm, withContactForms } from "~/contact/setup.server";
import { pageMeta } from "~/seo/meta";
import { checkRefusal } from "~/tenancy/guards.server";

export const links: LinksFunction = () => cmsStyleLinks;

export const loader = withPageErrors(async (args: LoaderFunctionArgs) =>
  withContactForms(await loadCmsPage(args, args.params.slug ?? ""), args.context),
);

export const action = withPageErrors(async (args: ActionFunctionArgs) => {
  checkRefusal(args.context);
  const page = await loadCmsPage(args, args.params.slug ?? "");
  const form = findContactForm(page.blocks);
  if (!form) throw pageError(405, "not-found", { Allow: "GET, HEAD" });
  return contactAction(args, form);
});

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? pageMeta(args, { title: args.data.title, description: args.data.description }) : [];

export default function Page() {
  return <CmsPage page={useLoaderData<typeof loader>() as CmsPageView} intro={<ContactErrorSummary />} />;
}
