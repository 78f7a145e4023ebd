// Every non-API GET renders the React app on the server.
import { Router } from "express";
import type { PageRenderer } from "../render/renderer";
import { loadPageQueries, type PageDataDeps } from "../render/page-data";

export function pageRoutes(renderer: PageRenderer, deps: PageDataDeps): Router {
  const router = Router();
  router.get("/{*splat}", async (req, res) => {
    const queries = await loadPageQueries(req.path, deps);
    const page = await renderer.renderPage(req.originalUrl, queries);
    res.status(page.status).set("Cache-Control", "no-cache").type("html").send(page.html);
  });
  return router;
}
