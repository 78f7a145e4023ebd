// Absolute paths of the project's folders, the same from source (tsx) and from the bundle (dist/server).
import { existsSync } from "node:fs";
import path from "node:path";

function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const ROOT = findRoot(import.meta.dirname);
export const MIGRATIONS_DIR = path.join(ROOT, "migrations");
export const ASSETS_DIR = path.join(ROOT, "attached_assets");
export const CONTENT_DIR = path.join(ROOT, "content");
export const CLIENT_DIR = path.join(ROOT, "client");
export const DIST_CLIENT_DIR = path.join(ROOT, "dist", "client");
export const DIST_SSR_ENTRY = path.join(ROOT, "dist", "ssr", "entry-server.js");
