// A page's JSON-LD blocks (app/seo/structured-data.server.ts), in its body: data, never run, so the CSP's nonce is not needed.

/** `scripts`: JSON already escaped for a script element by `jsonLdScripts`. */
export function StructuredData({ scripts }: { scripts: readonly string[] }) {
  return (
    <>
      {scripts.map((json, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
      ))}
    </>
  );
}
