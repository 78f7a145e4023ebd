// robots.txt for crawlers (the sitemap arrives with the board).
import { Router } from "express";
import type { Env } from "../env";

export function seoFileRoutes(env: Env): Router {
  const router = Router();
  router.get("/robots.txt", (_req, res) => {
    res
      .type("text/plain")
      .set("Cache-Control", "public, max-age=3600")
      .send(["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /auth", "Disallow: /api/", "", `Sitemap: ${env.PUBLIC_SITE_URL}/sitemap.xml`, ""].join("\n"));
  });
  return router;
}
