/** CMS endpoints: navigation menus and pages. */
import { Router } from "express";
import { getContext, sendData } from "../middleware";
import { pick, type Locale } from "../seed/i18n";
import type { FooterKind, SeedFooterSection, SeedMenuLink } from "../seed/types";
import { catalogue, notFound } from "./helpers";

export interface MenuLink {
  text: string;
  target: string;
  isComponent: boolean;
  children: MenuLink[];
}

interface FooterLink {
  text: string;
  target: string;
}

export interface FooterSection {
  kind: FooterKind;
  title: string;
  links: FooterLink[];
}

function toMenuLink(link: SeedMenuLink, locale: Locale): MenuLink {
  return {
    text: pick(link.text, locale),
    target: link.target,
    isComponent: link.isComponent ?? false,
    children: (link.children ?? []).map((child) => toMenuLink(child, locale)),
  };
}

function toFooterSection(section: SeedFooterSection, locale: Locale): FooterSection {
  return {
    kind: section.kind,
    title: pick(section.title, locale),
    links: section.links.map((link) => ({ text: pick(link.text, locale), target: link.target })),
  };
}

export const cmsRouter = Router();

cmsRouter.get("/cms/navigation-menu/header", (_req, res) => {
  const { tenant, locale } = getContext(res);
  sendData(
    res,
    tenant.headerMenu.map((link) => toMenuLink(link, locale)),
  );
});

cmsRouter.get("/cms/navigation-menu/footer", (_req, res) => {
  const { tenant, locale } = getContext(res);
  sendData(
    res,
    tenant.footer.map((section) => toFooterSection(section, locale)),
  );
});

/** A CMS page (`home`, `aviso-legal`, `sdg`, `modulo-<type>`...) with its modules resolved. */
cmsRouter.get("/cms/pages/:page", (req, res) => {
  const page = catalogue(res).findPage(req.params.page);
  if (page) sendData(res, page);
  else notFound(res);
});
