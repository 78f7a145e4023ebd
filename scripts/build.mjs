// `npm run build`: client bundle, server-side-rendering bundle, then the server itself.
import { copyFileSync } from "node:fs";
import path from "node:path";
import { build as esbuild } from "esbuild";
import { build as viteBuild, loadEnv } from "vite";
import { assetVersion } from "./lib/asset-version.mjs";

const root = path.resolve(import.meta.dirname, "..");
const configFile = path.join(root, "vite.config.ts");

await viteBuild({ configFile, logLevel: "warn" });
await viteBuild({
  configFile,
  logLevel: "warn",
  build: { ssr: "src/entry-server.tsx", outDir: path.join(root, "dist/ssr"), emptyOutDir: true },
});
await esbuild({
  entryPoints: [path.join(root, "server/index.ts")],
  outdir: path.join(root, "dist/server"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  tsconfig: path.join(root, "tsconfig.json"),
  // The same artwork version as the pages' (vite.config.ts): the article bodies rendered by the server use it.
  // Whether the client just built loads analytics (its id as Vite read it): the CSP names GA's hosts only then.
  define: {
    __ASSET_VERSION__: JSON.stringify(assetVersion()),
    __ANALYTICS_ID__: JSON.stringify(loadEnv("production", path.join(root, "client"), "VITE_").VITE_GA_MEASUREMENT_ID ?? ""),
  },
});
// The embedded database's worker thread, a file of its own beside the bundle (server/db/pglite-thread.ts).
copyFileSync(path.join(root, "server/db/pglite-worker.mjs"), path.join(root, "dist/server/pglite-worker.mjs"));
console.log("build complete: dist/client, dist/ssr, dist/server");
