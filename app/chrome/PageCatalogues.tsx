// The page's catalogues in its document as a JSON data block, read once on the client (decision 019).
import { useMatches } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useNonce } from "~/ui/nonce";
import { useRootData } from "~/root-data";
import { RESOURCES_ELEMENT_ID, namespacesOf } from "~/i18n/namespaces";

let fromServer: string | undefined;
// Each block written once per process: the catalogues do not change.
const serialized = new Map<string, string>();

export function PageCatalogues() {
  const matches = useMatches();
  const root = useRootData();
  const { i18n } = useTranslation();
  // Every script element carries the nonce, data blocks too.
  const nonce = useNonce();
  let json: string;
  if (typeof document === "undefined") {
    const namespaces = namespacesOf(matches, root?.consent === null);
    const key = `${i18n.language}:${namespaces.join(",")}`;
    let block = serialized.get(key);
    if (block === undefined) {
      // `<` escaped: no string in a catalogue can close the element.
      block = JSON.stringify(Object.fromEntries(namespaces.map((ns) => [ns, i18n.getResourceBundle(i18n.language, ns) ?? {}]))).replace(
        /</g,
        "\\u003c",
      );
      serialized.set(key, block);
    }
    json = block;
  } else {
    json = fromServer ??= document.getElementById(RESOURCES_ELEMENT_ID)?.textContent ?? "{}";
  }
  return (
    <script
      id={RESOURCES_ELEMENT_ID}
      type="application/json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
