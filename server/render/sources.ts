// Where the template and the server entry come from: Vite in development, the build in production.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Express } from "express";
import type { SsrModule } from "@shared/render/ssr-contract";
import { CLIENT_DIR, DIST_CLIENT_DIR, DIST_SSR_ENTRY, ROOT } from "../paths";
import { createCriticalCss } from "./critical-css";
import { createPageCode, namePageCode, type ViteManifest } from "./page-code";
import type { RendererSource } from "./renderer";

export async function viteDevSource(app: Express): Promise<RendererSource & { close(): Promise<void> }> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    configFile: path.join(ROOT, "vite.config.ts"),
    server: { middlewareMode: true },
    appType: "custom",
  });
  app.use(vite.middlewares);
  return {
    async template(url) {
      const raw = await readFile(path.join(CLIENT_DIR, "index.html"), "utf8");
      // In development the stylesheet comes from the client entry; link it too so SSR HTML is styled at once.
      const html = raw.replace("<!--app-head-->", '<link rel="stylesheet" href="/src/index.css" />\n    <!--app-head-->');
      return vite.transformIndexHtml(url, html);
    },
    ssrModule: () => vite.ssrLoadModule("/src/entry-server.tsx") as Promise<SsrModule>,
    close: () => vite.close(),
  };
}

export async function productionSource(): Promise<RendererSource> {
  const template = await readFile(path.join(DIST_CLIENT_DIR, "index.html"), "utf8");
  const ssr = (await import(pathToFileURL(DIST_SSR_ENTRY).href)) as SsrModule;
  const criticalCss = createCriticalCss(DIST_CLIENT_DIR);
  const manifest = JSON.parse(await readFile(path.join(DIST_CLIENT_DIR, ".vite/manifest.json"), "utf8")) as ViteManifest;
  const pageCode = createPageCode(manifest);
  return {
    template: async () => template,
    ssrModule: async () => ssr,
    finish: (html, page) => {
      const pathname = new URL(page.url, "http://localhost").pathname;
      return criticalCss.inline(namePageCode(html, pageCode(pathname, page.status)));
    },
  };
}
