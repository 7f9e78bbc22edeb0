// The page's catalogues in its document (app/i18n/namespaces.ts): a JSON data block, which the CSP
// does not concern. On the client the element keeps the text the server wrote: it is read once, and
// every render (hydration included) gives it back unchanged.
import { useMatches } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { RESOURCES_ELEMENT_ID, namespacesOf } from "./namespaces";

let fromServer: string | undefined;

export function PageCatalogues() {
  const matches = useMatches();
  const { i18n } = useTranslation();
  let json: string;
  if (typeof document === "undefined") {
    const namespaces = namespacesOf(matches.map((match) => match.handle));
    const resources = Object.fromEntries(namespaces.map((ns) => [ns, i18n.getResourceBundle(i18n.language, ns) ?? {}]));
    // `<` escaped: no string in a catalogue can close the element.
    json = JSON.stringify(resources).replace(/</g, "\\u003c");
  } else {
    json = fromServer ??= document.getElementById(RESOURCES_ELEMENT_ID)?.textContent ?? "{}";
  }
  return <script id={RESOURCES_ELEMENT_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
