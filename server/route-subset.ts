// Remix is handed, for each request, the server build with only the routes that request can match
// (decision 044): React Router 6 flattens, ranks and compiles the whole table (309 routes) on every
// match, four to seven per page request, and on a handful of routes that costs next to nothing.
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import { LRUCache } from "lru-cache";
import { LOCALES } from "~/i18n/locales";
import { PAGES, pagePathOf, routeIdAt, routeIdOf, type PageId } from "~/paths";

type Handler = ReturnType<typeof createRequestHandler>;
type Build = ServerBuild | (() => Promise<ServerBuild>);

const PAGE_ROUTES = new Set((Object.keys(PAGES) as PageId[]).flatMap((page) => [null, ...LOCALES].map((lng) => routeIdOf(page, lng))));

/** What Remix matches for a request: its path and its data URL's, or those a route discovery asks
 * about; and every path above them, whose pages the browser's route manifest names. */
export function matchedPaths(url: URL): string[] {
  const asked =
    url.pathname === "/__manifest"
      ? url.searchParams.getAll("p").map((path) => (path.startsWith("/") ? path : `/${path}`))
      : [url.pathname, pagePathOf(url.pathname)];
  const paths = new Set(["/"]);
  for (const path of asked) {
    const segments = path.split("/").slice(1);
    segments.forEach((_, index) => paths.add(`/${segments.slice(0, index + 1).join("/")}`));
  }
  return [...paths];
}

/** The page routes those paths match; null when one matches none (then Remix gets every route). */
export function pageRoutesOf(paths: string[]): Set<string> | null {
  const ids = new Set<string>();
  for (const path of paths) {
    const id = routeIdAt(path);
    if (!id) return null;
    ids.add(id);
  }
  return ids;
}

/** Every route but the pages not asked for (the root, the locale layouts and the files outside the prefixes stay), in the build's order. */
export function subsetBuild(build: ServerBuild, pages: Set<string>): ServerBuild {
  const keep = <T>(routes: Record<string, T>) =>
    Object.fromEntries(Object.entries(routes).filter(([id]) => !PAGE_ROUTES.has(id) || pages.has(id)));
  return { ...build, routes: keep(build.routes), assets: { ...build.assets, routes: keep(build.assets.routes) } };
}

/** Remix's own request handler, one per set of routes asked for (kept per build, bounded). */
export function createSubsetRequestHandler(build: Build, mode?: string) {
  const handlers = new WeakMap<ServerBuild, LRUCache<string, Handler>>();
  return async (request: Request, context: AppLoadContext): Promise<Response> => {
    const full = typeof build === "function" ? await build() : build;
    let kept = handlers.get(full);
    if (!kept) handlers.set(full, (kept = new LRUCache({ max: 64 })));
    const pages = pageRoutesOf(matchedPaths(new URL(request.url)));
    const key = pages ? [...pages].sort().join(" ") : "";
    let handle = kept.get(key);
    if (!handle) kept.set(key, (handle = createRequestHandler(pages ? subsetBuild(full, pages) : full, mode)));
    return handle(request, context);
  };
}
