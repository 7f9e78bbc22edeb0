// The visitor's own loader fields over a page's loader data, by route: how a page composed for a
// logged-in visitor (app/personal-pages.server.tsx) is rendered and hydrated.
export type LoaderData = Record<string, unknown>;

export function withPersonalData(loaderData: LoaderData, personal: LoaderData): LoaderData {
  const merged = { ...loaderData };
  for (const id in personal) merged[id] = { ...(merged[id] as object), ...(personal[id] as object) };
  return merged;
}
