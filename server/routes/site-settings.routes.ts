// The attorney's own site. Administrator: the office's facts (/site-settings), the profile (/site-profile), the
// home page's texts (/home-texts), what happens after a request is stored (/intake-settings) and the search
// engines' ownership codes (/search-verification, with the server's overrides), each with its
// versions and their restore; the testimonials; the launch checklist. Public: what the home and about pages show
// after a move inside the site (/site/home, /site/profile, /site/privacy and its dated versions).
import { Router, type Request } from "express";
import { SETTINGS_PATHS, type PlainSettingsKind } from "@shared/settings/settings-kinds";
import { NotFoundError } from "../lib/errors";
import { adminRouter } from "../middleware/require-admin";
import type { LaunchChecklistService } from "../services/launch-checklist.service";
import type { SiteContentService } from "../services/site-content.service";
import type { SiteSettingsService } from "../services/site-settings.service";
import type { TestimonialsService } from "../services/testimonials.service";
import { privateJson } from "./private-response";
import { idParam } from "./id-param";

const saver = (req: Request) => ({ id: req.user!.id, username: req.user!.username });

export function adminSiteSettingsRoutes(
  settings: SiteSettingsService,
  testimonials: TestimonialsService,
  checklist: LaunchChecklistService,
  /** The search engines' codes set on the server (they win over the saved ones). */
  verificationOverrides: { google: boolean; naver: boolean },
): Router {
  const router = adminRouter();
  // Before the generic routes: the kind's path is a prefix of this one.
  router.get(`${SETTINGS_PATHS.search}/overrides`, (_req, res) => privateJson(res, verificationOverrides));
  for (const [kind, path] of Object.entries(SETTINGS_PATHS) as Array<[PlainSettingsKind, string]>) {
    router.get(path, async (_req, res) => privateJson(res, await settings.current(kind)));
    router.put(path, async (req, res) => privateJson(res, await settings.save(kind, req.body ?? {}, saver(req))));
    router.get(`${path}/versions`, async (_req, res) => privateJson(res, await settings.versions(kind)));
    router.post(`${path}/versions/:id/restore`, async (req, res) => {
      const id = idParam(req.params.id, "버전");
      privateJson(res, await settings.restore(kind, id, saver(req)));
    });
  }
  router.get("/testimonials", async (_req, res) => privateJson(res, await testimonials.list()));
  router.post("/testimonials", async (req, res) => privateJson(res, await testimonials.create(req.body ?? {}), 201));
  router.put("/testimonials/order", async (req, res) => privateJson(res, await testimonials.reorder(req.body ?? {})));
  router.put("/testimonials/:id", async (req, res) => {
    privateJson(res, await testimonials.update(idParam(req.params.id, "후기"), req.body ?? {}));
  });
  router.delete("/testimonials/:id", async (req, res) => {
    await testimonials.remove(idParam(req.params.id, "후기"));
    privateJson(res, { success: true, message: "후기를 삭제했습니다." });
  });
  router.get("/launch-checklist", async (_req, res) => privateJson(res, await checklist.items()));
  return router;
}

export function publicSiteContentRoutes(content: SiteContentService): Router {
  const router = Router();
  router.get("/site/home", async (_req, res) => {
    res.set("Cache-Control", "no-cache").json(await content.home());
  });
  router.get("/site/profile", async (_req, res) => {
    res.set("Cache-Control", "no-cache").json(await content.profile());
  });
  router.get("/site/privacy{/:version}", async (req, res) => {
    const page = await content.privacy(req.params.version ?? "");
    if (!page) throw new NotFoundError("해당 버전의 개인정보처리방침이 없습니다.");
    res.set("Cache-Control", "no-cache").json(page);
  });
  return router;
}
