import { gzipSync } from "node:zlib";
import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

type ModuleInfo = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
let root: { chrome: Set<string>; lazy: Set<string> } | undefined;

/**
 * The modules `root` imports statically, directly or not: what every page loads anyway (`chrome`),
 * and the ones it loads lazily in the browser while the server imports them statically
 * (`import.meta.env.SSR ? Now : lazy(...)`, app/consent/ConsentBanner.tsx): `lazy`. Those need a
 * chunk of their own, or the chrome's manual chunk would pull them in through the static import.
 */
function rootClosure(start: string | undefined, info: (id: string) => ModuleInfo): { chrome: Set<string>; lazy: Set<string> } {
  const chrome = new Set<string>();
  const lazy = new Set<string>();
  const stack = start ? [start] : [];
  while (stack.length) {
    const id = stack.pop()!;
    if (chrome.has(id)) continue;
    chrome.add(id);
    const module = info(id);
    const dynamic = module?.dynamicallyImportedIds ?? [];
    for (const imported of module?.importedIds ?? []) {
      if (dynamic.includes(imported)) lazy.add(imported);
      else stack.push(imported);
    }
  }
  for (const id of lazy) chrome.delete(id);
  return { chrome, lazy };
}

/**
 * `CHUNK_REPORT=1 npm run build`: what each browser chunk holds, its size gzipped and its largest
 * parts (packages, or our modules), each a share of the chunk's code before minification.
 */
function chunkReport(): Plugin {
  return {
    name: "chunk-report",
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((chunk) =>
        chunk.type === "chunk" && !chunk.fileName.includes("catalogue-") ? [chunk] : [],
      );
      for (const chunk of chunks.sort((a, b) => b.code.length - a.code.length)) {
        const parts = new Map<string, number>();
        for (const [id, module] of Object.entries(chunk.modules)) {
          const name = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? path.relative(process.cwd(), id.replace(/\?.*$/, ""));
          parts.set(name, (parts.get(name) ?? 0) + module.renderedLength);
        }
        const total = [...parts.values()].reduce((sum, size) => sum + size, 0) || 1;
        const largest = [...parts]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(([name, size]) => `${name} ${Math.round((size / total) * 100)}%`);
        console.log(`${chunk.fileName}  ${(gzipSync(chunk.code).length / 1024).toFixed(1)} KiB gz  ${largest.join(", ")}`);
      }
    },
  };
}

/** The browser's `react-i18next` is ours (app/i18n/react-i18next.client.tsx, decision 039); the server's is the package. */
function browserTranslations(): Plugin {
  const standIn = path.resolve("app/i18n/react-i18next.client.tsx");
  return {
    name: "browser-translations",
    enforce: "pre",
    resolveId(source, _importer, options) {
      if (source === "react-i18next" && !options?.ssr) return standIn;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
  // A fresh dev server would otherwise discover these on first visit and reload the page.
  optimizeDeps: { include: ["react", "react-dom", "react-dom/client"] },
  // The fonts' metrics (170 MB of JSON in the package) go into the server build, a few KiB of them:
  // the package is then needed at build time only, not in the image.
  ssr: { noExternal: [/^@capsizecss\/metrics/] },
  build: {
    // Browsers from 2022 on (Chrome 94, Firefox 93, Safari 15.4): less transpiled syntax.
    target: "es2022",
    // A lazy part's import() fetches its own chunk only: what it shares with the page is loaded
    // already, and the lists of dependencies to preload would cost the pages 0.3-0.7 KiB gzipped.
    modulePreload: false,
    minify: isSsrBuild ? false : "terser",
    // The server's stack traces name the .ts lines (node --enable-source-maps); browsers get none.
    sourcemap: isSsrBuild,
    // pure_getters: a property read whose value is unused may go (no code here reads one for its effect).
    terserOptions: { compress: { passes: 2, pure_getters: true }, ecma: 2020, module: true },
    rollupOptions: {
      // Our modules do nothing on import: one imported only for the server's render of a lazy part
      // (`import.meta.env.SSR ? Now : lazy(...)`) leaves nothing of itself in the browser's chunk.
      treeshake: isSsrBuild ? undefined : { moduleSideEffects: (id: string) => !/\/app\/.*\.tsx?$/.test(id) },
      // The server's bundle is one file (a lazy part's dynamic import would otherwise move the whole server
      // build into a shared chunk); the browser's code in few chunks: every chunk costs a request and
      // compresses alone (one stream of the same code was 22.5 KB gzipped on `/` against 29 KB in 25 chunks).
      output: isSsrBuild
        ? { inlineDynamicImports: true }
        : {
            manualChunks(id, { getModuleIds, getModuleInfo }) {
              if (
                /node_modules\/(react|react-dom|scheduler|@remix-run|react-router|react-router-dom|turbo-stream|i18next|react-i18next)\//.test(
                  id,
                )
              )
                return "framework";
              // The browser's react-i18next (every page's chrome and the root route use it) and useHydrated (many pages' parts).
              if (/\/app\/(i18n\/(react-i18next\.client\.tsx|translate\.ts)|ui\/hydrated\.ts)$/.test(id)) return "framework";
              root ??= rootClosure(
                [...getModuleIds()].find((m) => /\/app\/root\.tsx$/.test(m)),
                getModuleInfo,
              );
              if (root.lazy.has(id)) return `lazy-${path.basename(id).replace(/\.\w+$/, "")}`;
              // The form components: the pages with forms and the lazy cookie banner share them.
              if (/\/app\/ui\/form\.tsx$/.test(id)) return "form";
              // A person's card and picture: the pages that show one mostly show both (an activity's speakers, the speakers' page).
              if (/\/app\/ui\/(SpeakerCard|Avatar)\.tsx$/.test(id)) return "people";
              // Small pieces most pages use (dates, prices, the login link), the entry and the root route: with the chrome.
              if (
                /\/app\/(ui\/(format\.ts|Time\.tsx)|entry\.client\.tsx|root\.tsx|routes\/locale\.tsx|chrome\/(chunk-reload|login-href)\.ts)$/.test(
                  id,
                )
              )
                return "chrome";
              // Cookiebot's bridge, fetched by the chrome for tenants that have it: not with the banner's forms.
              if (/\/app\/consent\/cookiebot\.ts$/.test(id)) return "cookiebot";
              // The banner's second layer, loaded when opened: apart from the banner, which imports it for the server.
              if (/\/app\/consent\/ConsentCategories\.tsx$/.test(id)) return "consent-categories";
              // Vite's helper for import(): with the chrome that every page loads, not with the first lazy part that uses it.
              if (id.includes("vite/preload-helper")) return "chrome";
              if (root.chrome.has(id) && /\/app\//.test(id) && !/\/app\/(root\.tsx|routes\/)/.test(id)) return "chrome";
            },
            // A translation catalogue's chunk says which it is (the bench counts them apart: scripts/js-size.mjs).
            chunkFileNames(chunk) {
              const catalogue = /locales\/([^/]+)\/([^/]+)\.json$/.exec(chunk.facadeModuleId ?? "");
              return catalogue ? `assets/catalogue-${catalogue[1]}-${catalogue[2]}-[hash].js` : "assets/[name]-[hash].js";
            },
          },
    },
  },
  plugins: [
    process.env.CHUNK_REPORT ? chunkReport() : null,
    browserTranslations(),
    !process.env.VITEST &&
      remix({
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          v3_singleFetch: true,
          v3_lazyRouteDiscovery: true,
          v3_routeConfig: true,
        },
      }),
    tsconfigPaths(),
  ],
}));
