import express, { Router, type Response } from "express";
import {
  PAGE_ID_KIND,
  pageTypeParamSchema,
  seoSettingCreateSchema,
  seoSettingUpdateSchema,
  structuredDataPatchSchema,
  type SeoSettingSaveResult,
} from "@shared/seo/seo-settings-input";
import type { PageType } from "@shared/pages/page-map";
import { PAGE_TYPE_LABELS } from "@shared/seo/seo-settings";
import { BadRequestError } from "../lib/errors";
import type { PageDefaultsReader } from "../render/page-defaults";
import { setAuditSubject } from "../middleware/audit-changes";
import { adminRouter } from "../middleware/require-admin";
import type { SeoSettingsService } from "../services/seo-settings.service";
import { privateJson } from "./private-response";
import { idParam } from "./id-param";

/**
 * Paths under /api whose JSON bodies may exceed the app's 100 KB cap: 64 KB of structured data grows when
 * written as a JSON string (every quote escaped). They parse their own body, after the administrator check.
 */
export const SEO_SETTINGS_BODY = /^\/seo-settings(?:\/|$)/;
const settingBody = express.json({ limit: "256kb" });

const SEO_SAVE_MESSAGES = {
  saved: "SEO 설정이 저장되었습니다.",
  structuredData: "구조화 데이터가 저장되었습니다. 바꾼 부분만 저장되고, 사무소 정보는 늘 최신 값이 들어갑니다.",
  structuredDataReset: "구조화 데이터를 기본값으로 되돌렸습니다.",
} as const;

function pageTypeParam(value: unknown): PageType {
  const parsed = pageTypeParamSchema.safeParse(value);
  if (!parsed.success) throw new BadRequestError("없는 페이지 유형입니다.", "INVALID_PAGE_TYPE");
  return parsed.data;
}

/** The page a setting belongs to, in the access log's words ("변호사 소개", "법률 가이드 12"). */
const seoSubject = (setting: { pageType: PageType; pageId: string | null }) =>
  `${PAGE_TYPE_LABELS[setting.pageType]}${setting.pageId ? ` ${setting.pageId}` : ""}`;

const savedJson = (res: Response, result: SeoSettingSaveResult, message: string, status = 200) =>
  privateJson(res, { success: true, message, ...result }, status);

/**
 * Public: GET /api/seo-settings/page/:pageType[/:pageId], what a public page applies (its active setting, with
 * the structured data parsed) or null; null too for a post or interview that is not public. Read by the browser after a client-side navigation.
 */
export function publicSeoSettingRoutes(service: SeoSettingsService): Router {
  const router = Router();
  router.get("/seo-settings/page/:pageType{/:pageId}", async (req, res) => {
    const pageType = pageTypeParam(req.params.pageType);
    res.set("Cache-Control", "no-cache").json(await service.publicSetting(pageType, req.params.pageId ?? null));
  });
  return router;
}

/** Administrator: the settings list, create, edit, delete, a single page's structured data, a page's defaults. */
export function adminSeoSettingRoutes(service: SeoSettingsService, pageDefaults: PageDefaultsReader): Router {
  const router = adminRouter();

  router.get("/seo-settings", async (_req, res) => {
    privateJson(res, await service.list());
  });

  router.get("/seo-settings/defaults/:pageType", async (req, res) => {
    const pageType = pageTypeParam(req.params.pageType);
    if (PAGE_ID_KIND[pageType] !== "none")
      throw new BadRequestError("기본값은 한 페이지뿐인 유형(홈, 소개, 상담, 게시판, 인터뷰 목록)에만 있습니다.", "NOT_SINGLE_PAGE");
    const defaults = await pageDefaults(pageType);
    // With the stored patch and what the page shows now (the patch merged over today's generated data).
    privateJson(res, { ...defaults, ...(await service.structuredDataOf(pageType, defaults.structuredData)) });
  });

  router.post("/seo-settings", settingBody, async (req, res) => {
    const input = seoSettingCreateSchema.parse(req.body ?? {});
    const result = await service.create(input);
    setAuditSubject(res, seoSubject(result.setting));
    savedJson(res, result, SEO_SAVE_MESSAGES.saved, 201);
  });

  // Registered before "/seo-settings/:id" so that "page" is never read as an id.
  router.patch("/seo-settings/page/:pageType", settingBody, async (req, res) => {
    const pageType = pageTypeParam(req.params.pageType);
    const { structuredData } = structuredDataPatchSchema.parse(req.body ?? {});
    const result = await service.setStructuredData(pageType, structuredData);
    setAuditSubject(res, seoSubject({ pageType, pageId: null }));
    const message = result.patch ? SEO_SAVE_MESSAGES.structuredData : SEO_SAVE_MESSAGES.structuredDataReset;
    privateJson(res, { success: true, message, ...result });
  });

  router.patch("/seo-settings/:id", settingBody, async (req, res) => {
    const id = idParam(req.params.id, "SEO 설정");
    const patch = seoSettingUpdateSchema.parse(req.body ?? {});
    const result = await service.update(id, patch);
    setAuditSubject(res, seoSubject(result.setting));
    savedJson(res, result, SEO_SAVE_MESSAGES.saved);
  });

  router.delete("/seo-settings/:id", async (req, res) => {
    setAuditSubject(res, seoSubject(await service.remove(idParam(req.params.id, "SEO 설정"))));
    res.status(204).end();
  });

  return router;
}
