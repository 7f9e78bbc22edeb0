import { createContext, useContext } from "react";

// The CSP nonce of this response, provided by entry.server; empty in the browser, where the
// scripts that need it have already run.
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);

/**
 * In the browser, the nonce of the document's own scripts, for a script the page adds later (the
 * browser hides the attribute once parsed, but keeps the property).
 */
export function documentNonce(): string | undefined {
  return Array.from(document.scripts)
    .map((script) => script.nonce)
    .find(Boolean);
}
