import type { ReactNode } from "react";
import type { CmsPageView } from "./blocks";
import { CmsBlocks } from "./Modules";

/** A CMS page: its title as the page's h1, then its modules. `intro` goes before the h1 (a form's error summary). */
export function CmsPage({ page, intro }: { page: CmsPageView; intro?: ReactNode }) {
  return (
    <div className={`cms-page cms-page-${page.slug}`}>
      {intro}
      <h1>{page.title}</h1>
      <CmsBlocks blocks={page.blocks} />
    </div>
  );
}
