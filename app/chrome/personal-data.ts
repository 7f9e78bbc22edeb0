// The visitor's own loader fields over a page's loader data, by route: what a page composed for a
// logged-in visitor's slots render from (app/personal-pages.server.tsx, whose inline script does
// the same in the browser before hydration).
export type LoaderData = Record<string, unknown>;

export function withPersonalData(loaderData: LoaderData, personal: LoaderData): LoaderData {
  const merged = { ...loaderData };
  for (const id in personal) merged[id] = { ...(merged[id] as object), ...(personal[id] as object) };
  return merged;
}
