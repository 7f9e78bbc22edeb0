// A strict, minimal XML reader for the tests, independent of the portal's Atom writer: it refuses
// unbalanced or crossed tags, a bare `<` or `&`, an unknown entity, an unquoted or repeated attribute,
// characters XML 1.0 forbids and anything after the root; it gives back elements with text unescaped.

export type XmlElement = { name: string; attrs: Record<string, string>; children: Array<XmlElement | string> };

const NAME = "[A-Za-z_][A-Za-z0-9._:-]*";
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

export function parseXml(source: string): XmlElement {
  if (/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u.test(source)) throw new Error("a character XML does not allow");
  let rest = source.replace(/^<\?xml[^?]*\?>/, "");
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (rest.length) {
    const lt = rest.indexOf("<");
    const chunk = lt === -1 ? rest : rest.slice(0, lt);
    if (chunk) {
      if (!stack.length) {
        if (chunk.trim()) throw new Error(`text outside the root: ${chunk.slice(0, 40)}`);
      } else stack[stack.length - 1].children.push(unescape(chunk));
    }
    if (lt === -1) break;
    rest = rest.slice(lt);
    const close = new RegExp(`^</(${NAME})\\s*>`).exec(rest);
    if (close) {
      const open = stack.pop();
      if (open?.name !== close[1]) throw new Error(`</${close[1]}> does not close <${open?.name}>`);
      rest = rest.slice(close[0].length);
      continue;
    }
    const tag = new RegExp(`^<(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>`).exec(rest);
    if (!tag) throw new Error(`not a tag: ${rest.slice(0, 40)}`);
    if (root && !stack.length) throw new Error("a second root element");
    const element: XmlElement = { name: tag[1], attrs: {}, children: [] };
    for (const [, key, value] of tag[2].matchAll(new RegExp(`(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, "g"))) {
      if (key in element.attrs) throw new Error(`attribute ${key} repeated`);
      element.attrs[key] = unescape(value ?? "");
    }
    if (stack.length) stack[stack.length - 1].children.push(element);
    else root = element;
    if (!tag[3]) stack.push(element);
    rest = rest.slice(tag[0].length);
  }
  if (stack.length || !root) throw new Error("unbalanced tags");
  return root;
}

function unescape(text: string): string {
  if (text.includes("]]>")) throw new Error("]]> in text");
  return text.replace(/&([^;&\s]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(";")) throw new Error(`a bare & in: ${text.slice(0, 40)}`);
    const code = /^#x([0-9a-f]+)$/i.exec(name)?.[1];
    if (code) return String.fromCodePoint(parseInt(code, 16));
    if (/^#\d+$/.test(name)) return String.fromCodePoint(Number(name.slice(1)));
    if (!(name in ENTITIES)) throw new Error(`unknown entity &${name};`);
    return ENTITIES[name];
  });
}

/** The child elements named `name`. */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child): child is XmlElement => typeof child !== "string" && child.name === name);
}

export function textOf(element: XmlElement | undefined): string {
  return (element?.children ?? []).map((child) => (typeof child === "string" ? child : textOf(child))).join("");
}
