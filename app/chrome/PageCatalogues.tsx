// The page's catalogues in its document (app/i18n/namespaces.ts): a JSON data block. On the client
// the element keeps the text the server wrote: it is read once, and every render (hydration
// included) gives it back unchanged.
import { useMatches } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useNonce } from "~/chrome/nonce";
import { useRootData } from "~/root-data";
import { RESOURCES_ELEMENT_ID, namespacesOf } from "./namespaces";

let fromServer: string | undefined;
// On the server, the block of each language and set of namespaces (a few dozen), written once: the
// catalogues do not change while the process runs.
const serialized = new Map<string, string>();

export function PageCatalogues() {
  const matches = useMatches();
  const root = useRootData();
  const { i18n } = useTranslation();
  // The CSP does not concern data blocks, but every script element of the page carries the nonce
  // (the browser hides it once parsed: server and client differ there, hence no hydration warning).
  const nonce = useNonce();
  let json: string;
  if (typeof document === "undefined") {
    const namespaces = namespacesOf(
      matches,
      root?.consent === null,
    );
    const key = `${i18n.language}:${namespaces.join(",")}`;
    let block = serialized.get(key);
    if (block === undefined) {
      // `<` escaped: no string in a catalogue can close the element.
      block = JSON.stringify(Object.fromEntries(namespaces.map((ns) => [ns, i18n.getResourceBundle(i18n.language, ns) ?? {}]))).replace(/</g, "\\u003c");
      serialized.set(key, block);
    }
    json = block;
  } else {
    json = fromServer ??= document.getElementById(RESOURCES_ELEMENT_ID)?.textContent ?? "{}";
  }
  return <script id={RESOURCES_ELEMENT_ID} type="application/json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
