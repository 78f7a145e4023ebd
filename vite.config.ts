import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: path.resolve(import.meta.dirname, "client"),
  plugins: [react(), tailwindcss()],
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
  },
});
