// The generated catalogue assets in public/demo/catalogue/ match the seed (regenerate with
// `node --import tsx demo-api/generate-assets.ts`).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { assetContext, demoAssetUrls, renderAsset } from "./assets";
import { sceneFor } from "./scenes";
import { DEMO_TENANTS } from "./seed/tenants";

const PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "public");
const tenants = Object.values(DEMO_TENANTS);
const urls = [...demoAssetUrls(tenants)].sort();
const context = assetContext(tenants);

/** Why the text is not well-formed XML (for the subset the generator writes), or null. */
function xmlProblem(text: string): string | null {
  const open: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  let roots = 0;
  let at = 0;
  for (;;) {
    const lt = text.indexOf("<", at);
    const chars = text.slice(at, lt === -1 ? undefined : lt);
    if (/&(?!(?:amp|lt|gt|quot|apos|#\d+);)/.test(chars)) return `a bare & near ${at}`;
    if (open.length === 0 && chars.trim() !== "") return `text outside the root near ${at}`;
    if (lt === -1) break;
    tag.lastIndex = lt;
    const match = tag.exec(text);
    if (!match) return `a malformed tag at ${lt}: ${text.slice(lt, lt + 60)}`;
    const [, closing, name, attributes, selfClosing] = match;
    const names = [...attributes.matchAll(/([\w:-]+)=/g)].map((found) => found[1]);
    if (new Set(names).size !== names.length) return `a repeated attribute in <${name}${attributes}>`;
    if (open.length === 0) roots += 1;
    if (closing) {
      if (open.pop() !== name) return `</${name}> at ${lt} closes nothing open`;
    } else if (!selfClosing) open.push(name);
    at = tag.lastIndex;
  }
  if (open.length > 0) return `unclosed: ${open.join(", ")}`;
  return roots === 1 ? null : `${roots} root elements`;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe("demo catalogue assets", () => {
  it("every asset URL of the seed is a file in public/, up to date", () => {
    expect(urls.length).toBeGreaterThan(50);
    const stale: string[] = [];
    for (const url of urls) {
      const file = path.join(PUBLIC, url);
      expect(existsSync(file), `${url} is missing: run node --import tsx demo-api/generate-assets.ts`).toBe(true);
      if (readFileSync(file, "utf8") !== renderAsset(url, context).content) stale.push(url);
    }
    expect(stale, "out of date: run node --import tsx demo-api/generate-assets.ts").toEqual([]);
  });

  it("public/demo/catalogue/ holds nothing the seed does not use", () => {
    const used = new Set(urls.map((url) => path.join(PUBLIC, url)));
    expect(filesUnder(path.join(PUBLIC, "demo", "catalogue")).filter((file) => !used.has(file))).toEqual([]);
  });

  it("the files of the activities declare their real size and are PDFs", () => {
    for (const tenant of tenants) {
      for (const file of tenant.catalogue.activities.flatMap((activity) => activity.files ?? [])) {
        const bytes = readFileSync(path.join(PUBLIC, file.url));
        expect(bytes.subarray(0, 5).toString(), file.url).toBe("%PDF-");
        expect(file.size, file.url).toBe(bytes.length);
        expect(file.mimeType).toBe("application/pdf");
      }
    }
  });

  it("SVGs are small, self-contained and script-free", () => {
    for (const url of urls.filter((u) => u.endsWith(".svg"))) {
      const text = readFileSync(path.join(PUBLIC, url), "utf8");
      expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), url).toBe(true);
      expect(text, url).not.toMatch(/<script|href=|on[a-z]+=/i);
      expect(text.length, url).toBeLessThan(20_000);
    }
  });

  it("pictures are event scenes chosen from the words of their name", () => {
    expect(sceneFor("concierto-orquesta-demo")).toBe("orchestra");
    expect(sceneFor("musica-y-ciencia-en-el-kursaal")).toBe("orchestra");
    expect(sceneFor("organo-san-telmo")).toBe("organ");
    expect(sceneFor("slide-canciones-de-cuna")).toBe("choir");
    expect(sceneFor("inauguracion-ia-para-las-personas")).toBe("keynote");
    expect(sceneFor("clausura-y-conclusiones")).toBe("panel");
    expect(sceneFor("taller-prototipado-ia-generativa")).toBe("workshop");
    expect(sceneFor("guia-posteres")).toBe("poster");
    expect(sceneFor("campus-leioa")).toBe("campus");
    expect(sceneFor("entradas-a-la-venta")).toBe("tickets");
    expect(sceneFor("voluntariado")).toBe("reception");
    expect(sceneFor("equipo")).toBe("networking");
    // Accents and case do not matter; a short stem ("ia") is a whole word, not a part of "guia".
    expect(sceneFor("Órgano-Restaurado")).toBe("organ");
    expect(sceneFor("guia-para-primeras-veces")).toBe("reception");
    expect(sceneFor("novedades-de-la-semana")).toBe("venue");

    const scene = (url: string): string | undefined => /<g data-scene="([a-z]+)"/.exec(renderAsset(url, context).content)?.[1];
    expect(scene("/demo/catalogue/activities/gran-concierto-de-primavera.svg")).toBe("orchestra");
    expect(scene("/demo/catalogue/blog/novedades-de-la-semana.svg")).toBe("venue");
    expect(scene("/demo/catalogue/cms/separador-olas.svg")).toBe("band");
    // Deterministic: the same name gives the same picture, another name another one.
    const concert = renderAsset("/demo/catalogue/activities/gran-concierto-de-primavera.svg", context).content;
    expect(renderAsset("/demo/catalogue/activities/gran-concierto-de-primavera.svg", context).content).toBe(concert);
    expect(renderAsset("/demo/catalogue/activities/gran-concierto-de-otono.svg", context).content).not.toBe(concert);
  });

  it("every picture of the seed is a well-formed scene of its size, under 15 KB", () => {
    const pictures = urls.filter((url) => /^\/demo\/catalogue\/(activities|blog|cms)\//.test(url));
    expect(pictures.length).toBeGreaterThan(30);
    const kinds = new Set<string>();
    for (const url of pictures) {
      const text = readFileSync(path.join(PUBLIC, url), "utf8");
      expect(xmlProblem(text), url).toBeNull();
      expect(Buffer.byteLength(text), url).toBeLessThan(15_000);
      const base = path.basename(url, ".svg");
      const size = base.startsWith("slide-") ? [1600, 640] : base.startsWith("separador") ? [1600, 200] : [1200, 675];
      expect(text, url).toContain(`width="${size[0]}" height="${size[1]}" viewBox="0 0 ${size[0]} ${size[1]}" role="img"><title>`);
      const ids = [...text.matchAll(/ id="([^"]+)"/g)].map((found) => found[1]);
      expect(new Set(ids).size, `${url}: repeated ids`).toBe(ids.length);
      for (const [, ref] of text.matchAll(/url\(#([^)]+)\)/g)) expect(ids, `${url}: url(#${ref})`).toContain(ref);
      const kind = /<g data-scene="([a-z]+)"/.exec(text)?.[1];
      expect(kind, url).toBeDefined();
      kinds.add(kind ?? "");
    }
    // The seed's names reach every kind of scene.
    expect([...kinds].sort()).toEqual([
      "band",
      "campus",
      "choir",
      "keynote",
      "networking",
      "orchestra",
      "organ",
      "panel",
      "poster",
      "reception",
      "tickets",
      "venue",
      "workshop",
    ]);
  });

  it("the well-formedness check catches what it should", () => {
    expect(xmlProblem(`<svg a="1"><g><path d="M0 0"/></g></svg>\n`)).toBeNull();
    expect(xmlProblem(`<svg><g></svg>`)).not.toBeNull();
    expect(xmlProblem(`<svg a="1" a="2"></svg>`)).not.toBeNull();
    expect(xmlProblem(`<svg><title>A & B</title></svg>`)).not.toBeNull();
    expect(xmlProblem(`<svg></svg><svg></svg>`)).not.toBeNull();
    expect(xmlProblem(`<svg><rect x=1/></svg>`)).not.toBeNull();
  });
});
