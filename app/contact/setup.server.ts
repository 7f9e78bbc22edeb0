// Gives a CMS page's contact form what it needs to render; only a route whose action takes its
// posts calls it, elsewhere the form renders nothing.
import type { AppContext } from "~/context";
import { notShareable } from "~/backend/client.server";
import { findBlock, type CmsBlock, type CmsPageView } from "~/cms/blocks";
import { issueChallenge } from "./challenge.server";
import type { ContactFormSetup } from "~/cms/blocks";

type ContactBlock = Extract<CmsBlock, { type: "contact_form" }>;

/** The page's first contact form (inside containers too); a page holds one. */
export function findContactForm(blocks: CmsBlock[]): ContactBlock | null {
  return findBlock(blocks, "contact_form");
}

function contactFormSetup(context: Pick<AppContext, "tenant" | "uploadMaxBytes" | "formChallenge" | "pageFreshness">): ContactFormSetup {
  // The challenge is this visitor's (signed, timed): the page is never served to anyone else.
  notShareable(context.pageFreshness);
  const tenant = context.tenant;
  const captcha =
    tenant && (tenant.captchaType || tenant.captchaSiteKey) ? { version: tenant.captchaType, siteKey: tenant.captchaSiteKey } : null;
  return { challenge: issueChallenge({ secrets: context.formChallenge.secrets }), maxBytes: context.uploadMaxBytes, captcha };
}

function fill(blocks: CmsBlock[], setup: () => ContactFormSetup): CmsBlock[] {
  return blocks.map((block) => {
    if (block.type === "contact_form") return { ...block, form: setup() };
    if (block.type === "container") return { ...block, children: fill(block.children, setup) };
    return block;
  });
}

export function withContactForms(
  page: CmsPageView,
  context: Pick<AppContext, "tenant" | "uploadMaxBytes" | "formChallenge" | "pageFreshness">,
): CmsPageView {
  if (!findContactForm(page.blocks)) return page;
  let setup: ContactFormSetup | null = null;
  return { ...page, blocks: fill(page.blocks, () => (setup ??= contactFormSetup(context))) };
}
