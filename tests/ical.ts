// A strict, minimal iCalendar reader for the tests (RFC 5545 §3.1 and §3.3.11), independent of the
// portal's writer: it refuses bare LF or CR, a physical line over 75 octets, a split UTF-8 character
// and unbalanced BEGIN/END, and gives back each component's properties with TEXT unescaped.

type Property = { params: Record<string, string>; value: string };
type Component = { name: string; props: Record<string, Property>; components: Component[] };

export function parseCalendar(text: string | Buffer): Component {
  const bytes = typeof text === "string" ? Buffer.from(text, "utf8") : text;
  const source = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  if (!source.endsWith("\r\n")) throw new Error("the file does not end with CRLF");
  const physical = source.slice(0, -2).split("\r\n");
  for (const [index, line] of physical.entries()) {
    if (/[\r\n]/.test(line)) throw new Error(`line ${index + 1} has a bare CR or LF`);
    if (Buffer.byteLength(line, "utf8") > 75) throw new Error(`line ${index + 1} is longer than 75 octets: ${line}`);
  }
  // Unfolding: a line starting with a space or a tab continues the previous one.
  const logical: string[] = [];
  for (const line of physical) {
    if (/^[ \t]/.test(line)) {
      if (!logical.length) throw new Error("the file starts with a continuation line");
      logical[logical.length - 1] += line.slice(1);
    } else logical.push(line);
  }
  const stack: Component[] = [];
  let root: Component | null = null;
  for (const line of logical) {
    const match = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*))*):(.*)$/.exec(line);
    if (!match) throw new Error(`not a content line: ${line}`);
    const [, rawName, rawParams, rawValue] = match;
    const name = rawName.toUpperCase();
    if (name === "BEGIN") {
      const component: Component = { name: rawValue.toUpperCase(), props: {}, components: [] };
      if (stack.length) stack[stack.length - 1].components.push(component);
      else if (root) throw new Error("a second top-level component");
      else root = component;
      stack.push(component);
      continue;
    }
    if (name === "END") {
      const open = stack.pop();
      if (!open || open.name !== rawValue.toUpperCase()) throw new Error(`END:${rawValue} does not close ${open?.name}`);
      continue;
    }
    if (!stack.length) throw new Error(`a property outside any component: ${line}`);
    const params: Record<string, string> = {};
    for (const param of rawParams.split(";").slice(1)) {
      const [key, ...rest] = param.split("=");
      params[key.toUpperCase()] = rest.join("=").replace(/^"|"$/g, "");
    }
    stack[stack.length - 1].props[name] = { params, value: rawValue };
  }
  if (stack.length || !root) throw new Error("unbalanced BEGIN/END");
  return root;
}

/** A TEXT value as written before escaping. */
function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === "n" || char === "N" ? "\n" : char));
}

/** The events of a calendar, each as its properties' values (TEXT unescaped). */
export function eventsOf(calendar: Component): Array<Record<string, string>> {
  return calendar.components
    .filter((component) => component.name === "VEVENT")
    .map((event) => Object.fromEntries(Object.entries(event.props).map(([name, prop]) => [name, unescapeText(prop.value)])));
}
