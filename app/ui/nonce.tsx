import { createContext, useContext } from "react";

// The CSP nonce of this response, provided by entry.server. In the browser there is no provider:
// useNonce reads the document's own.
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;

let browserNonce: string | undefined;

/** Elements created after hydration need the nonce too, or the CSP refuses them. */
export function useNonce(): string {
  const fromServer = useContext(NonceContext);
  if (fromServer || typeof document === "undefined") return fromServer;
  return (browserNonce ??= documentNonce() ?? "");
}

/** The browser hides the nonce attribute once parsed, but keeps the property. */
export function documentNonce(): string | undefined {
  return Array.from(document.scripts)
    .map((script) => script.nonce)
    .find(Boolean);
}
