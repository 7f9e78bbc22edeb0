// Whether React has hydrated the page: what needs JavaScript turns on only then.
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in the server's render and while hydrating (so both render alike), true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
