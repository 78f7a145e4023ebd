import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { assetVersion } from "./scripts/lib/asset-version.mjs";

const sharedDir = path.resolve(import.meta.dirname, "shared") + path.sep;
const zodConfig = path.join(sharedDir, "validation", "zod.ts");

export default defineConfig({
  root: path.resolve(import.meta.dirname, "client"),
  plugins: [react(), tailwindcss()],
  // The artwork's version in its URLs (shared/image-sizes.ts), for the client and the server-side rendering.
  define: { __ASSET_VERSION__: JSON.stringify(assetVersion()) },
  resolve: {
    alias: [
      { find: "@", replacement: path.resolve(import.meta.dirname, "client/src") },
      { find: "@shared", replacement: path.resolve(import.meta.dirname, "shared") },
      // React 19 has useSyncExternalStore; the shim wouter imports for older React is dead weight.
      { find: /^use-sync-external-store\/shim\/index\.js$/, replacement: path.resolve(import.meta.dirname, "client/src/lib/sync-external-store.ts") },
    ],
  },
  build: {
    outDir: path.resolve(import.meta.dirname, "dist/client"),
    emptyOutDir: true,
    // Read by scripts/bench.mjs to measure the JavaScript each page needs.
    manifest: true,
    // Every browser the site supports preloads modules itself (Safari from 17, Firefox from 115): no polyfill
    // in every page's script. An older browser only loads the page's chunks a moment later.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The modules under shared/ only declare values and functions: importing one does nothing by itself, except
      // shared/validation/zod.ts, which configures zod before any schema is made. Said so, the bundler drops an
      // import whose values a chunk no longer uses.
      treeshake: { moduleSideEffects: (id: string) => !id.startsWith(sharedDir) || id === zodConfig },
      output: {
        // The content query keys (122 bytes) travel with the API client every page that reads content uses:
        // one request and one gzip stream instead of two.
        manualChunks(id) {
          if (/\/(shared\/board|client\/src\/lib\/api-client)\.ts$/.test(id)) return "api-client";
        },
      },
    },
  },
});
