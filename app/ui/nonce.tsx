import { createContext, useContext } from "react";

// The CSP nonce of this response, provided by entry.server. In the browser there is no provider:
// useNonce reads the document's own.
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;

let browserNonce: string | undefined;

/**
 * The nonce for a `<style>` or `<script>` this render writes: the response's on the server; in the
 * browser, the document's. An element the browser creates after hydration (the tenant's fonts once
 * a root error page is left for a page, which re-creates the document's `<html>`) needs it too, or
 * the CSP refuses it and the page falls back to the system font.
 */
export function useNonce(): string {
  const fromServer = useContext(NonceContext);
  if (fromServer || typeof document === "undefined") return fromServer;
  return (browserNonce ??= documentNonce() ?? "");
}

/**
 * In the browser, the nonce of the document's own scripts, for a script the page adds later (the
 * browser hides the attribute once parsed, but keeps the property).
 */
export function documentNonce(): string | undefined {
  return Array.from(document.scripts)
    .map((script) => script.nonce)
    .find(Boolean);
}
