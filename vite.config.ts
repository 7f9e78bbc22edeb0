import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
  // A fresh dev server would otherwise discover these on first visit and reload the page.
  optimizeDeps: {
    include: ["react", "react-dom", "react-dom/client", "react-i18next", "i18next", "remix-i18next/react"],
  },
  build: {
    rollupOptions: {
      output: {
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
});
