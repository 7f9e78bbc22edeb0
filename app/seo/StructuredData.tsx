// The page's JSON-LD blocks, at the end of the body: what the route's loader gives as `structuredData`
// (app/seo/structured-data.server.ts). Data, never run, so the CSP's nonce is not needed.
import { useMatches } from "@remix-run/react";

export function StructuredData() {
  const scripts = useMatches().flatMap((match) => (match.data as { structuredData?: readonly string[] } | undefined)?.structuredData ?? []);
  return scripts.map((json, index) => <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />);
}
