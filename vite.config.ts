import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { assetVersion } from "./scripts/lib/asset-version.mjs";

const sharedDir = path.resolve(import.meta.dirname, "shared") + path.sep;
const zodConfig = path.join(sharedDir, "lib", "zod.ts");
const RARELY_MOVED_TO = /(^|\/)(booking-page|booking-manage-page|auth-page|admin-page)-[\w-]+\.js$/;

export default defineConfig({
  root: path.resolve(import.meta.dirname, "client"),
  plugins: [
    react(),
    tailwindcss(),
    {
      // The entry (client/src/boot.ts) only waits for the page to load: fetched at low priority, it leaves the
      // line to the page's largest picture. The bundler writes the entry's script tag itself, so the attribute
      // is added to what it wrote.
      name: "entry-fetch-priority",
      transformIndexHtml: {
        order: "post",
        handler: (html) => html.replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin'),
      },
    },
  ],
  // The artwork's version in its URLs (shared/lib/image-sizes.ts), for the client and the server-side rendering.
  define: { __ASSET_VERSION__: JSON.stringify(assetVersion()) },
  resolve: {
    alias: [
      { find: "@", replacement: path.resolve(import.meta.dirname, "client/src") },
      { find: "@shared", replacement: path.resolve(import.meta.dirname, "shared") },
      // React 19 has useSyncExternalStore; the shim wouter imports for older React is dead weight.
      {
        find: /^use-sync-external-store\/shim\/index\.js$/,
        replacement: path.resolve(import.meta.dirname, "client/src/lib/sync-external-store.ts"),
      },
    ],
  },
  build: {
    outDir: path.resolve(import.meta.dirname, "dist/client"),
    emptyOutDir: true,
    // Read by scripts/bench.mjs to measure the JavaScript each page needs.
    manifest: true,
    // Every browser the site supports preloads modules itself (Safari from 17, Firefox from 115): no polyfill
    // in every page's script. An older browser only loads the page's chunks a moment later.
    // Pages a visitor rarely moves to from another page (the booking pages, the back office) are named with their
    // files on their own first visit's script tag (server/render/page-code.ts); reached from another page, they load
    // their imports after them. So every public page's script does not list those files for preloading.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, { hostType }) => (hostType === "js" && RARELY_MOVED_TO.test(file) ? [] : deps),
    },
    rollupOptions: {
      // Two entries: the page's (index.html, whose script is client/src/boot.ts) and the app's, which boot.ts
      // imports by the URL the server names, once the page has loaded (a dynamic import the bundler would
      // wrap in its preload helper, pulling that helper, and what it shares with the app, into boot.ts).
      input: {
        index: path.resolve(import.meta.dirname, "client/index.html"),
        app: path.resolve(import.meta.dirname, "client/src/entry-client.tsx"),
      },
      // The modules under shared/ only declare values and functions: importing one does nothing by itself, except
      // shared/lib/zod.ts, which configures zod before any schema is made. Said so, the bundler drops an
      // import whose values a chunk no longer uses.
      treeshake: { moduleSideEffects: (id: string) => !id.startsWith(sharedDir) || id === zodConfig },
      output: {
        // The content query keys (122 bytes) travel with the API client every page that reads content uses:
        // one request and one gzip stream instead of two.
        manualChunks(id) {
          if (/\/(shared\/content\/board|client\/src\/lib\/api-client)\.ts$/.test(id)) return "api-client";
          // React travels with the app's entry, which every page loads first, rather than in a chunk of its own
          // (one stream less, 0.8 KB less gzipped).
          if (/\/node_modules\/react\//.test(id) || /\/client\/src\/entry-client\.tsx$/.test(id)) return "app";
        },
      },
    },
  },
});
