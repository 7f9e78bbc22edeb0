// The service worker's own code (issue 46, decision 046). Served by app/offline/worker.server.ts as
// `(serviceWorker)(config)`: it must be self-contained, importing nothing, as its source is what the browser runs.

/** What the server embeds for a host and a release. */
export type WorkerConfig = {
  version: string;
  /** This release's hashed build files (`/assets/…`): cache first. */
  assets: string[];
  /** Fetched at install: the offline page of every language and the stylesheet it needs. */
  precache: string[];
  /** Fetched at install into the files' cache, if they answer: the tenant's logo, which every page and the offline page show. */
  files: string[];
  timeoutMs: number;
  defaultLocale: string;
  /** Per language: its `lang` tag, its offline page and the notes a saved copy carries. */
  locales: Record<string, { tag: string; offline: string; savedCopy: string; formsOff: string; formOff: string; none: string }>;
  /** Response headers from the server: the account's opaque id (`none` when logged out), and "keep this page". */
  accountHeader: string;
  keepHeader: string;
};

type Scope = {
  addEventListener(type: string, listener: (event: never) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; matchAll(options: { type: string; includeUncontrolled?: boolean }): Promise<{ url: string }[]> };
  location: Location;
};
type Extendable = { waitUntil(promise: Promise<unknown>): void };
type FetchEventLike = Extendable & { request: Request; respondWith(response: Promise<Response> | Response): void };
type AccountState = { id: string; until: number };

export function serviceWorker(config: WorkerConfig): void {
  const sw = self as unknown as Scope;
  const ASSETS = `assets-${config.version}`;
  const PAGES = `pages-${config.version}`;
  const FILES = `files-${config.version}`;
  const STATE = `state-${config.version}`;
  const PERSONAL = "personal-";
  const STATE_KEY = "/__offline-state";
  const SAVED_AT = "offline-saved-at";
  const TITLE = "offline-title";
  const assets = new Set(config.assets);
  const offlinePages = new Set(Object.values(config.locales).map((locale) => locale.offline));
  const origin = sw.location.origin;

  const personalCache = (id: string) => `${PERSONAL}${config.version}-${id}`;

  async function readState(): Promise<AccountState | null> {
    const kept = await (await caches.open(STATE)).match(STATE_KEY);
    return kept ? ((await kept.json()) as AccountState) : null;
  }

  async function writeState(state: AccountState | null): Promise<void> {
    const cache = await caches.open(STATE);
    if (state) await cache.put(STATE_KEY, new Response(JSON.stringify(state)));
    else await cache.delete(STATE_KEY);
  }

  async function purgePersonal(except?: string): Promise<void> {
    for (const name of await caches.keys()) if (name.startsWith(PERSONAL) && name !== except) await caches.delete(name);
  }

  /** The account the server says this response is for: a different one, or none, deletes the others' pages at once. */
  async function observeAccount(response: Response): Promise<AccountState | null> {
    const header = response.headers.get(config.accountHeader);
    if (header === null) return readState();
    const [id = "none", untilPart] = header.split(";").map((part) => part.trim());
    const before = await readState();
    if (id === "none") {
      if (before) await writeState(null);
      await purgePersonal();
      return null;
    }
    const until = Number(untilPart?.replace(/^until=/, "")) || before?.until || 0;
    const state = { id, until: before?.id === id ? Math.max(until, 0) || before.until : until };
    if (before?.id !== id) await purgePersonal(personalCache(id));
    if (before?.id !== id || before.until !== state.until) await writeState(state);
    return state;
  }

  /** Nothing personal outlives the event's end plus a day (0: not told yet, by a data response). */
  async function currentAccount(): Promise<AccountState | null> {
    const state = await readState();
    if (state && state.until > 0 && state.until <= Date.now()) {
      await purgePersonal();
      await writeState(null);
      return null;
    }
    return state;
  }

  /** Keeps the page when the server says so, in the account's cache if there is one; resolves to its HTML when kept. */
  async function keep(request: Request, response: Response): Promise<string | undefined> {
    const account = await observeAccount(response);
    const type = response.headers.get("content-type") ?? "";
    if (response.status !== 200 || !response.headers.has(config.keepHeader) || !type.startsWith("text/html")) return;
    const noStore = /no-store/i.test(response.headers.get("cache-control") ?? "");
    if (!account && noStore) return;
    if (account && account.until > 0 && account.until <= Date.now()) return;
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? request.url;
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT, String(Date.now()));
    headers.set(TITLE, encodeURIComponent(title));
    const cache = await caches.open(account ? personalCache(account.id) : PAGES);
    await cache.put(request.url, new Response(html, { status: 200, headers }));
    return html;
  }

  function localeOf(url: URL): string {
    const first = url.pathname.split("/")[1] ?? "";
    return first in config.locales ? first : config.defaultLocale;
  }

  function escapeHtml(text: string): string {
    return text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
  }

  /** The saved page without its scripts (links become plain navigations), with the note on top and its forms turned off. */
  function savedCopy(html: string, savedAt: number, locale: string): string {
    const words = config.locales[locale]!;
    const when = new Date(savedAt);
    const today = when.toDateString() === new Date().toDateString();
    const time = new Intl.DateTimeFormat(words.tag, today ? { timeStyle: "short" } : { dateStyle: "medium", timeStyle: "short" }).format(
      when,
    );
    const saved = escapeHtml(words.savedCopy.replace("{{time}}", time));
    const savedAtTime = escapeHtml(words.savedCopy).replace(
      "{{time}}",
      `<time datetime="${when.toISOString()}">${escapeHtml(time)}</time>`,
    );
    const note = `<div class="offline-copy" role="status"><p>${savedAtTime}</p><p>${escapeHtml(words.formsOff)}</p></div>`;
    let forms = 0;
    return (
      html
        // The title is what a screen reader says first on arriving.
        .replace(/<title>/i, () => `<title>${saved} `)
        .replace(/<script\b[\s\S]*?<\/script>/gi, "")
        .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "")
        .replace(/<body\b[^>]*>/i, (body) => `${body}${note}`)
        .replace(/<form\b[^>]*>[\s\S]*?<\/form>/gi, (form) => {
          const id = `offline-form-${++forms}`;
          return form
            .replace(/<(input|button|select|textarea)\b([^>]*)>/gi, (_, tag: string, attributes: string) => {
              // Each control is described by the reason first, then by what described it before.
              const before = /\saria-describedby="([^"]*)"/i.exec(attributes)?.[1];
              const rest = attributes.replace(/\saria-describedby="[^"]*"/i, "");
              return `<${tag} disabled aria-describedby="${before ? `${id} ${before}` : id}"${rest}>`;
            })
            .replace(/^<form\b[^>]*>/i, (open) => `${open}<p class="offline-copy-form" id="${id}">${escapeHtml(words.formOff)}</p>`);
        })
    );
  }

  async function savedPages(account: AccountState | null): Promise<{ url: string; title: string }[]> {
    const names = account ? [personalCache(account.id), PAGES] : [PAGES];
    const found = new Map<string, string>();
    for (const name of names) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const url = new URL(request.url);
        if (found.has(url.href) || offlinePages.has(url.pathname + url.search)) continue;
        const response = await cache.match(request);
        found.set(url.href, decodeURIComponent(response?.headers.get(TITLE) ?? url.pathname));
      }
    }
    return [...found].map(([url, title]) => ({ url, title }));
  }

  async function offlinePage(url: URL, account: AccountState | null): Promise<Response> {
    const locale = localeOf(url);
    const words = config.locales[locale]!;
    const page = await (await caches.open(PAGES)).match(words.offline);
    if (!page) return Response.error();
    const saved = await savedPages(account);
    const list = saved.length
      ? `<ul>${saved.map((entry) => `<li><a href="${escapeHtml(entry.url)}">${escapeHtml(entry.title)}</a></li>`).join("")}</ul>`
      : `<p>${escapeHtml(words.none)}</p>`;
    const html = (await page.text()).replace("<!--saved-pages-->", list);
    return new Response(html, { status: 503, headers: page.headers });
  }

  async function fallback(request: Request): Promise<Response> {
    const account = await currentAccount();
    const names = account ? [personalCache(account.id), PAGES] : [PAGES];
    for (const name of names) {
      const kept = await (await caches.open(name)).match(request.url);
      if (kept) {
        const headers = new Headers(kept.headers);
        headers.set("cache-control", "no-store");
        const html = savedCopy(await kept.text(), Number(kept.headers.get(SAVED_AT)), localeOf(new URL(request.url)));
        return new Response(html, { status: 200, headers });
      }
    }
    return offlinePage(new URL(request.url), account);
  }

  /** Network first; after the timeout (or at once without a network) the saved copy, if there is one. */
  function page(event: FetchEventLike): Promise<Response> {
    const network = fetch(event.request);
    const saved = network.then(async (response) => {
      await keep(event.request, response.clone());
      return response;
    });
    event.waitUntil(saved.catch(() => undefined));
    return new Promise<Response>((resolve) => {
      let settled = false;
      const fromCopy = () =>
        fallback(event.request).then((response) => {
          // Without a copy, a slow network is still worth waiting for.
          if (response.status === 503 && !settled) return saved.then(resolve, () => resolve(response));
          settled = true;
          resolve(response);
        });
      const timer = setTimeout(fromCopy, config.timeoutMs);
      saved.then(
        (response) => {
          clearTimeout(timer);
          if (!settled) resolve(response);
          settled = true;
        },
        () => {
          clearTimeout(timer);
          if (!settled) void fromCopy();
        },
      );
    });
  }

  async function asset(request: Request): Promise<Response> {
    const cache = await caches.open(ASSETS);
    const kept = await cache.match(request);
    if (kept) return kept;
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  }

  /** Pictures, fonts and other files: the network, else the copy kept when it last answered. */
  async function file(request: Request): Promise<Response> {
    const cache = await caches.open(FILES);
    try {
      const response = await fetch(request);
      if (response.ok && response.type === "basic" && !/no-store/i.test(response.headers.get("cache-control") ?? ""))
        await cache.put(request, response.clone());
      return response;
    } catch (error) {
      const kept = await cache.match(request);
      if (kept) return kept;
      throw error;
    }
  }

  /** Data requests and posts pass through; only the account they answer for is read. */
  async function passThrough(request: Request): Promise<Response> {
    const response = await fetch(request);
    await observeAccount(response);
    return response;
  }

  /** The page a client-side navigation's data is for: `/agenda.data?_routes=…` is `/agenda`, `/_root.data` is `/`. */
  function pageUrlOf(url: URL): string {
    const page = new URL(url.href);
    page.pathname = page.pathname.replace(/\.data$/, "").replace(/\/_root$/, "/");
    page.searchParams.delete("_routes");
    return page.href;
  }

  /** Fetches the page at `url` to keep it, unless a copy less than a minute old is kept; resolves to its HTML when kept. */
  async function refresh(url: string): Promise<string | undefined> {
    const account = await currentAccount();
    for (const name of account ? [personalCache(account.id), PAGES] : [PAGES]) {
      const kept = await (await caches.open(name)).match(url);
      if (kept && Date.now() - Number(kept.headers.get(SAVED_AT)) < 60_000) return;
    }
    const page = await fetch(url, { credentials: "same-origin", headers: { accept: "text/html" } });
    return keep(new Request(url), page);
  }

  /** With JavaScript, pages come as data: the page itself is fetched to keep, at most once a minute. */
  async function data(event: FetchEventLike): Promise<Response> {
    const response = await passThrough(event.request);
    if (response.status === 200 && response.headers.has(config.keepHeader))
      event.waitUntil(refresh(pageUrlOf(new URL(event.request.url))).catch(() => undefined));
    return response;
  }

  /** The pages open when the worker arrives (the first page of a first visit), kept by the same rules, with this release's files they name (fonts, styles). */
  async function keepOpenPages(): Promise<void> {
    const windows = await sw.clients.matchAll({ type: "window", includeUncontrolled: true });
    await Promise.all(
      windows.map(async (client) => {
        const url = new URL(client.url);
        url.hash = "";
        if (url.origin !== origin) return;
        const html = await refresh(url.href).catch(() => undefined);
        const files = new Set(html?.match(/\/assets\/[\w.-]+/g)?.filter((path) => assets.has(path) && !path.endsWith(".js")));
        if (files.size) await (await caches.open(ASSETS)).addAll([...files]).catch(() => undefined);
      }),
    );
  }

  sw.addEventListener("install", (event: Extendable) => {
    event.waitUntil(
      caches
        .open(PAGES)
        .then((cache) => cache.addAll(config.precache.filter((path) => !assets.has(path))))
        .then(() => caches.open(ASSETS))
        .then((cache) => cache.addAll(config.precache.filter((path) => assets.has(path))))
        .then(() => caches.open(FILES))
        .then((cache) => cache.addAll(config.files).catch(() => undefined))
        .then(() => sw.skipWaiting()),
    );
  });

  sw.addEventListener("activate", (event: Extendable) => {
    const current = new Set([ASSETS, PAGES, FILES, STATE]);
    event.waitUntil(
      (async () => {
        // A release's caches go with it: a saved page never meets another release's stylesheet.
        for (const name of await caches.keys()) {
          if (!current.has(name) && !name.startsWith(`${PERSONAL}${config.version}-`)) await caches.delete(name);
        }
        await sw.clients.claim();
        // A slow network delays the controlled pages' requests no longer than it would delay a page.
        await Promise.race([keepOpenPages(), new Promise((resolve) => setTimeout(resolve, config.timeoutMs))]);
      })(),
    );
  });

  sw.addEventListener("fetch", (event: FetchEventLike) => {
    const { request } = event;
    const url = new URL(request.url);
    if (url.origin !== origin || request.headers.get("accept")?.includes("text/event-stream")) return;
    // A form's own post (without JavaScript's help) is the browser's; nothing answers it but the server.
    if (request.mode === "navigate" && request.method !== "GET") return;
    if (request.mode === "navigate") return event.respondWith(page(event));
    if (url.pathname.endsWith(".data")) return event.respondWith(request.method === "GET" ? data(event) : passThrough(request));
    if (request.method !== "GET") return;
    if (assets.has(url.pathname)) return event.respondWith(asset(request));
    if (["image", "font", "style"].includes(request.destination)) return event.respondWith(file(request));
  });
}
