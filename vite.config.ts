import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

type ModuleInfo = { importedIds: readonly string[] } | null;
let chrome: Set<string> | undefined;

/** The modules `root` imports statically, directly or not: what every page loads anyway. */
function staticClosure(start: string | undefined, info: (id: string) => ModuleInfo): Set<string> {
  const seen = new Set<string>();
  const stack = start ? [start] : [];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(info(id)?.importedIds ?? []));
  }
  return seen;
}

export default defineConfig(({ isSsrBuild }) => ({
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
  // A fresh dev server would otherwise discover these on first visit and reload the page.
  optimizeDeps: {
    include: ["react", "react-dom", "react-dom/client", "react-i18next", "i18next", "remix-i18next/react"],
  },
  build: {
    // Browsers from 2022 on (Chrome 94, Firefox 93, Safari 15.4): less transpiled syntax.
    target: "es2022",
    rollupOptions: {
      output: {
        // The browser's code in few chunks: every chunk costs a request and compresses alone (one
        // stream of the same code was 22.5 KB gzipped on `/` against 29 KB in 25 chunks). The
        // server's bundle is not split.
        manualChunks(id, { getModuleIds, getModuleInfo }) {
          if (isSsrBuild) return undefined;
          if (/node_modules\/(react|react-dom|scheduler|@remix-run|react-router|react-router-dom|turbo-stream|i18next|react-i18next|remix-i18next|remix-utils)\//.test(id)) return "framework";
          chrome ??= staticClosure([...getModuleIds()].find((m) => /\/app\/root\.tsx$/.test(m)), getModuleInfo);
          if (chrome.has(id) && /\/app\//.test(id) && !/\/app\/(root\.tsx|routes\/)/.test(id)) return "chrome";
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
