import { useEffect, useLayoutEffect, useState } from "react";

/**
 * An effect run as the render is committed, before the browser paints (a layout effect); on the
 * server, where there is no layout, a plain one (React 18 warns about layout effects there).
 */
export const useCommitEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * False on the server and in a component's first render, true from the next one, before anything is
 * painted. The first render is the one that hydrates the server's HTML (at the page's start, or
 * later for a lazily loaded component), so it must draw what the server drew. remix-utils'
 * `useHydrated` reads `useSyncExternalStore`'s server snapshot, which Preact's compat layer (the
 * browser's, decision 024) does not: it said true while hydrating, and as Preact does not patch
 * attributes while hydrating, what a component drew once hydrated never reached the page.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useCommitEffect(() => setHydrated(true), []);
  return hydrated;
}
