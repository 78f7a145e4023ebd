// What the administrator sets about a page's search appearance, and what public pages read of it.
// Rules:
// - One setting per page: a page type, and for the types with many pages the page (a category slug, an
//   article's or interview's id, which must exist). A second setting for the same page is refused (409).
// - A public page applies only an active setting; every write bumps the content version, so every instance
//   renders the change at once.
// - Texts and structured data are checked against the lawyer-advertising rules; findings come back as
//   warnings with the save (the administrator decides), never silently dropped.
import { checkAdvertising } from "@shared/content/advertising-rules";
import type { SeoSetting } from "@shared/schema";
import { readOfficeFacts } from "./site-settings.service";
import { MIN_SHARE_IMAGE, type ImageSize } from "@shared/lib/image-sizes";
import { reviewMarkupIn } from "@shared/seo/structured-data-json";
import {
  pageIdFits,
  pageIdProblem,
  pageKey,
  PAGE_ID_KIND,
  SEO_SETTING_DEFAULTS,
  type AdminSeoSetting,
  type PublicSeoSetting,
  type SeoSettingCreate,
  type SeoSettingSaveResult,
  type SeoSettingUpdate,
} from "@shared/seo/seo-settings-input";
import type { PageType } from "@shared/pages/page-map";
import type { Db } from "../db";
import { BadRequestError, ConflictError, NotFoundError, ValidationError } from "../lib/errors";
import { createSeoSettingsStorage } from "../storage/seo-settings.storage";
import { createPageStructuredDataStorage } from "../storage/page-structured-data.storage";
import { mergeStructuredData, officeFactValues, structuredDataPatch } from "@shared/seo/structured-data-patch";
import type { ContentVersion } from "./content-version.service";

const SEO_SETTING_MESSAGES = {
  duplicate: "이 페이지의 SEO 설정이 이미 있습니다. 목록에서 수정해주세요.",
  missing: "SEO 설정을 찾을 수 없습니다. 이미 삭제되었을 수 있습니다.",
  notSinglePage:
    "구조화 데이터 편집은 홈, 변호사 소개, 상담 신청, 게시판, 인터뷰 목록 페이지에만 쓸 수 있습니다. 게시글·인터뷰는 페이지별 SEO 설정에서 입력해주세요.",
  noSuchPage: "해당 번호의 게시글 또는 인터뷰가 없습니다.",
} as const;

/** Whether the page a setting names exists (an article or interview id). */
export type PageExists = (pageType: PageType, pageId: string) => Promise<boolean>;

/** The pixel size of a picture given by its URL, when it is one of the site's own; undefined otherwise. */
export type ImageSizeOf = (url: string) => Promise<ImageSize | undefined>;

/** The structured data a page generates (a JSON text), over which its saved patch is laid. */
export type PageDefaults = (pageType: PageType) => Promise<{ structuredData: string }>;

const TEXT_FIELDS = [
  "title",
  "description",
  "keywords",
  "ogTitle",
  "ogDescription",
  "twitterTitle",
  "twitterDescription",
  "ogSiteName",
] as const;

function toPublic(row: SeoSetting): PublicSeoSetting {
  return {
    pageType: row.pageType as PageType,
    pageId: row.pageId,
    title: row.title,
    description: row.description,
    keywords: row.keywords,
    ogTitle: row.ogTitle,
    ogDescription: row.ogDescription,
    ogImage: row.ogImage,
    ogType: row.ogType,
    ogUrl: row.ogUrl,
    ogSiteName: row.ogSiteName,
    ogLocale: row.ogLocale,
    twitterCard: row.twitterCard,
    twitterTitle: row.twitterTitle,
    twitterDescription: row.twitterDescription,
    twitterImage: row.twitterImage,
    canonicalUrl: row.canonicalUrl,
    robots: row.robots,
    structuredData: row.structuredData ? (JSON.parse(row.structuredData) as PublicSeoSetting["structuredData"]) : null,
  };
}

function toAdminSetting(row: SeoSetting): AdminSeoSetting {
  return {
    ...toPublic(row),
    id: row.id,
    structuredData: row.structuredData,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every string inside a JSON document, for the advertising check. */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

/** The advertising-rule findings in `text`, as warnings about `field`. */
function advertisingWarnings(field: string, text: string, specialties: readonly string[]): SeoSettingSaveResult["warnings"] {
  return checkAdvertising(text, { registeredSpecialties: specialties }).map((w) => ({
    field,
    match: w.match,
    sentence: w.sentence,
    reason: w.reason,
  }));
}

function settingWarnings(row: SeoSetting, specialties: readonly string[]): SeoSettingSaveResult["warnings"] {
  const warnings: SeoSettingSaveResult["warnings"] = [];
  for (const field of TEXT_FIELDS) {
    const text = row[field];
    if (text) warnings.push(...advertisingWarnings(field, text, specialties));
  }
  if (row.structuredData) warnings.push(...structuredDataWarnings(JSON.parse(row.structuredData), specialties));
  return warnings;
}

function structuredDataWarnings(value: unknown, specialties: readonly string[]): SeoSettingSaveResult["warnings"] {
  const warnings: SeoSettingSaveResult["warnings"] = [];
  for (const text of stringsIn(value)) warnings.push(...advertisingWarnings("structuredData", text, specialties));
  for (const markup of reviewMarkupIn(value)) {
    warnings.push({
      field: "structuredData",
      match: markup,
      sentence: "",
      reason:
        "평점·후기 마크업입니다. 변호사 광고 규정상 스스로 매긴 평점은 쓸 수 없고, 후기는 의뢰인의 동의와 '사건마다 결과가 다를 수 있다'는 안내가 있어야 합니다. Google도 업체가 스스로 단 평점은 리치 결과에 보여주지 않습니다.",
    });
  }
  return warnings;
}

/** Share pictures a link preview may not show as a card: too small, or of a size nobody can check here. */
async function imageWarnings(row: SeoSetting, sizeOf: ImageSizeOf): Promise<SeoSettingSaveResult["warnings"]> {
  const warnings: SeoSettingSaveResult["warnings"] = [];
  for (const field of ["ogImage", "twitterImage"] as const) {
    const url = row[field];
    if (!url) continue;
    const size = await sizeOf(url);
    const min = `${MIN_SHARE_IMAGE.width}×${MIN_SHARE_IMAGE.height}`;
    if (!size) {
      warnings.push({
        field,
        match: url,
        sentence: "",
        reason: `이 사이트에 올린 이미지가 아니어서 크기를 확인할 수 없습니다. 카카오톡·네이버 미리보기에 크게 보이려면 ${min} 이상(권장 1200×630)이어야 합니다.`,
      });
    } else if (size.width < MIN_SHARE_IMAGE.width || size.height < MIN_SHARE_IMAGE.height) {
      warnings.push({
        field,
        match: url,
        sentence: "",
        reason: `이미지가 ${size.width}×${size.height}로 작습니다. 카카오톡·네이버 미리보기에 크게 보이려면 ${min} 이상(권장 1200×630)이어야 합니다.`,
      });
    }
  }
  return warnings;
}

export function createSeoSettingsService(
  db: Db,
  version: ContentVersion,
  deps: { pageExists: PageExists; pageDefaults: PageDefaults; imageSizeOf: ImageSizeOf },
) {
  const storage = createSeoSettingsStorage(db);
  const patches = createPageStructuredDataStorage(db);
  let memo = { version: -1, byType: new Map<string, Promise<Map<string, PublicSeoSetting>>>() };

  /** The active settings of one page type, keyed by page id ("" for single pages); cached per content version. */
  function settingsOfType(pageType: PageType): Promise<Map<string, PublicSeoSetting>> {
    if (memo.version !== version.current()) memo = { version: version.current(), byType: new Map() };
    let pending = memo.byType.get(pageType);
    if (!pending) {
      pending = Promise.all([storage.activeOfType(pageType), PAGE_ID_KIND[pageType] === "none" ? patches.find(pageType) : undefined]).then(
        ([rows, patch]) => {
          const map = new Map(rows.map((r) => [pageKey(r.pageId), toPublic(r)]));
          if (patch) {
            // The page's structured-data patch goes with its setting, or alone (the page keeps its own texts).
            const structuredData = JSON.parse(patch) as PublicSeoSetting["structuredData"];
            const own = map.get("");
            map.set("", own ? { ...own, structuredData } : structuredDataOnly(pageType, structuredData));
          }
          return map;
        },
      );
      pending.catch(() => memo.byType.delete(pageType));
      memo.byType.set(pageType, pending);
    }
    return pending;
  }

  async function checkTarget(pageType: PageType, pageId: string | null, exceptId?: number) {
    const problem = pageIdProblem(pageType, pageId);
    if (problem) throw new ValidationError({ pageId: [problem] }, problem);
    if (PAGE_ID_KIND[pageType] === "id" && !(await deps.pageExists(pageType, pageId!))) {
      throw new ValidationError({ pageId: [SEO_SETTING_MESSAGES.noSuchPage] }, SEO_SETTING_MESSAGES.noSuchPage);
    }
    if (await storage.findForPage(pageType, pageId, exceptId))
      throw new ConflictError(SEO_SETTING_MESSAGES.duplicate, { pageId: [SEO_SETTING_MESSAGES.duplicate] });
  }

  const saved = async (row: SeoSetting): Promise<SeoSettingSaveResult> => {
    await version.bump();
    return {
      setting: toAdminSetting(row),
      warnings: [
        ...settingWarnings(row, (await readOfficeFacts(db)).registeredSpecialties),
        ...(await imageWarnings(row, deps.imageSizeOf)),
      ],
    };
  };

  return {
    async list(): Promise<AdminSeoSetting[]> {
      return (await storage.list()).map(toAdminSetting);
    },

    settingsOfType,

    /**
     * What a public page applies: its active setting, or null. A post's or interview's setting only while the
     * page is public, so the title and description written for a draft or a trashed post are not readable.
     */
    async publicSetting(pageType: PageType, pageId: string | null): Promise<PublicSeoSetting | null> {
      if (!pageIdFits(pageType, pageId)) return null;
      const setting = (await settingsOfType(pageType)).get(pageKey(pageId)) ?? null;
      if (!setting || PAGE_ID_KIND[pageType] !== "id") return setting;
      const id = Number(pageId);
      const visible =
        /^[1-9]\d{0,9}$/.test(pageId!) && id <= 2_147_483_647 && (await storage.pageIsPublic(pageType as "post" | "interview", id));
      return visible ? setting : null;
    },

    /** Whether the page's active setting asks search engines not to index it. */
    async noindex(pageType: PageType, pageId?: string): Promise<boolean> {
      const setting = (await settingsOfType(pageType)).get(pageKey(pageId));
      return setting?.robots.startsWith("noindex") ?? false;
    },

    async create(input: SeoSettingCreate): Promise<SeoSettingSaveResult> {
      await checkTarget(input.pageType, input.pageId);
      const row = await storage.insert(input);
      if (!row) throw new ConflictError(SEO_SETTING_MESSAGES.duplicate, { pageId: [SEO_SETTING_MESSAGES.duplicate] });
      return saved(row);
    },

    async update(id: number, patch: SeoSettingUpdate): Promise<SeoSettingSaveResult> {
      const current = await storage.find(id);
      if (!current) throw new NotFoundError(SEO_SETTING_MESSAGES.missing);
      const pageType = (patch.pageType ?? current.pageType) as PageType;
      const pageId = patch.pageId !== undefined ? patch.pageId : current.pageId;
      if (pageType !== current.pageType || pageId !== current.pageId) await checkTarget(pageType, pageId, id);
      const row = await storage.update(id, patch);
      if (!row) throw new NotFoundError(SEO_SETTING_MESSAGES.missing);
      return saved(row);
    },

    /** Removes a setting; answers the page it belonged to. */
    async remove(id: number): Promise<{ pageType: PageType; pageId: string | null }> {
      const removed = await storage.remove(id);
      if (!removed) throw new NotFoundError(SEO_SETTING_MESSAGES.missing);
      await version.bump();
      return { pageType: removed.pageType as PageType, pageId: removed.pageId };
    },

    /**
     * The structured data of a page type with a single page: `edited` is the whole document the editor showed,
     * stored as its difference from the generated data (no SEO setting is created or changed); null, or a
     * document with no difference, restores the page's generated data.
     */
    async setStructuredData(pageType: PageType, edited: string | null): Promise<StructuredDataSaveResult> {
      if (PAGE_ID_KIND[pageType] !== "none") throw new BadRequestError(SEO_SETTING_MESSAGES.notSinglePage);
      const generated: unknown = JSON.parse((await deps.pageDefaults(pageType)).structuredData);
      const value: unknown = edited === null ? null : JSON.parse(edited);
      const patch = value === null ? null : structuredDataPatch(generated, value);
      if (patch) await patches.save(pageType, JSON.stringify(patch));
      else await patches.remove(pageType);
      await version.bump();
      const specialties = (await readOfficeFacts(db)).registeredSpecialties;
      return { patch: patch && JSON.stringify(patch), warnings: patch ? structuredDataWarnings(patch, specialties) : [] };
    },

    /** What a single page's structured data is now: the stored patch and the merged document (JSON texts). */
    async structuredDataOf(pageType: PageType, generated: string): Promise<{ patch: string | null; current: string }> {
      const patch = (await patches.find(pageType)) ?? null;
      if (!patch) return { patch, current: generated };
      const list = JSON.parse(generated) as object | object[];
      const merged = mergeStructuredData(
        Array.isArray(list) ? list : [list],
        JSON.parse(patch),
        officeFactValues(await readOfficeFacts(db)),
      );
      return { patch, current: JSON.stringify(merged.length === 1 ? merged[0] : merged, null, 2) };
    },
  };
}
export type SeoSettingsService = ReturnType<typeof createSeoSettingsService>;

export interface StructuredDataSaveResult {
  /** What was stored (null: the page shows its generated data). */
  patch: string | null;
  warnings: SeoSettingSaveResult["warnings"];
}

/** A page's structured-data patch without an SEO setting: applied alone, the page's own texts kept. */
function structuredDataOnly(pageType: PageType, structuredData: PublicSeoSetting["structuredData"]): PublicSeoSetting {
  return {
    ...SEO_SETTING_DEFAULTS,
    pageType,
    pageId: null,
    title: "",
    description: "",
    keywords: null,
    ogTitle: null,
    ogDescription: null,
    ogImage: null,
    ogUrl: null,
    ogSiteName: null,
    twitterTitle: null,
    twitterDescription: null,
    twitterImage: null,
    canonicalUrl: null,
    structuredData,
    structuredDataOnly: true,
  };
}
