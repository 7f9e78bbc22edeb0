// The stylesheets CMS modules need: a route that renders CMS blocks returns these from `links`.
import type { LinkDescriptor } from "@remix-run/node";
import cmsStyles from "~/styles/cms.css?url";
import { postCardStyles } from "~/ui/PostCard";
import { sponsorLogoStyles } from "~/ui/SponsorLogo";
import taxCalculatorStyles from "~/tax/tax.css?url";

export const cmsStyleLinks: LinkDescriptor[] = [
  // Speaker cards and sponsor logos, blog cards, then the modules' own styles.
  { rel: "stylesheet", href: sponsorLogoStyles },
  { rel: "stylesheet", href: postCardStyles },
  { rel: "stylesheet", href: cmsStyles },
  { rel: "stylesheet", href: taxCalculatorStyles },
];
