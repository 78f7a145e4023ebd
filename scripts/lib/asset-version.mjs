// The version of the site's own artwork (attached_assets/): a hash of every file's path and bytes. Pages ask
// for /attached_assets/…?v=<version>, which may then be cached for a year (any change of any file changes it).
// Computed by the builds (vite.config.ts, scripts/build.mjs: __ASSET_VERSION__) and by the server at start-up,
// which promises the year only when the asked version is the files' current one. Types: asset-version.d.mts.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ASSETS_DIR = path.resolve(import.meta.dirname, "../../attached_assets");

export function assetVersion(dir = ASSETS_DIR) {
  const hash = createHash("sha256");
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(dir, file)))
      .update("\0");
  return hash.digest("hex").slice(0, 12);
}
