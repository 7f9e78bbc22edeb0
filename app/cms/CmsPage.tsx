import type { CmsPageView } from "./blocks";
import { CmsBlocks } from "./Modules";

/** A CMS page: its title as the page's h1, then its modules. */
export function CmsPage({ page }: { page: CmsPageView }) {
  return (
    <div className={`cms-page cms-page-${page.slug}`}>
      <h1>{page.title}</h1>
      <CmsBlocks blocks={page.blocks} />
    </div>
  );
}
