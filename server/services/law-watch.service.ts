// The law watch for the back office: each guide's and interview's cited articles (with the editor's suggestions
// and each article's latest effective change), the watched laws (a name resolved once through the API: an
// ambiguous one is a 409 with the choices), the changes with the guides and deadline rules they affect, who
// acknowledged or resolved each, the public-notice switch, and the watch's state for /api/health and the launch
// checklist. The nightly run itself is law-watch-run.service.ts.
import { articleLabel, LAW_ID_PATTERN, lawNameOfLabel, parseCitations, suggestCitations } from "@shared/content/law-citations";
import { DEADLINE_KINDS, DEADLINE_RULES } from "@shared/tools/deadline-rules";
import { seoulDate } from "@shared/lib/dates";
import type { Db } from "../db";
import { systemClock, type Clock } from "../lib/clock";
import { AppError, BadRequestError, ConflictError, NotFoundError, ServiceUnavailableError, ValidationError } from "../lib/errors";
import { LawApiError, type LawApi } from "../lib/law-api";
import { createLawWatchStorage, type CitingKind } from "../storage/law-watch.storage";
import { ruleArticles, ruleLawId } from "./law-watch-run.service";
import type { LawWatchConfig } from "../law-watch-config";
import type { LawChangeRow } from "@shared/schema";

export class AmbiguousLawError extends AppError {
  constructor(readonly choices: { lawId: string; name: string }[]) {
    super(409, "AMBIGUOUS_LAW", "같은 이름의 법령이 여러 개입니다. 법령 ID로 골라 주세요.");
  }
}

const STATUSES = ["open", "acknowledged", "resolved"] as const;
const REASON_SHOWN = 600;

export function createLawWatchService(
  db: Db,
  deps: { api: LawApi | undefined; config: LawWatchConfig; clock?: Clock; bump: () => Promise<void> },
) {
  const clock = deps.clock ?? systemClock;
  const storage = createLawWatchStorage(db);

  async function requireItem(kind: CitingKind, id: number) {
    if (!(await storage.itemExists(kind, id)))
      throw new NotFoundError(kind === "post" ? "게시글을 찾을 수 없습니다." : "인터뷰를 찾을 수 없습니다.");
  }

  /** The changes with what each affects: guides citing the article (any article for a whole-law version) and rules. */
  async function withAffected(rows: LawChangeRow[]) {
    const citing = await storage.citing([...new Set(rows.map((r) => r.lawId))]);
    const watched = await storage.watched();
    const names = new Map(watched.map((w) => [w.lawId, w.name]));
    return rows.map((r) => ({
      id: r.id,
      lawId: r.lawId,
      lawName: names.get(r.lawId) ?? r.lawId,
      jo: r.jo,
      article: r.jo ? articleLabel(r.jo) : null,
      kind: r.kind,
      promulgatedOn: r.promulgatedOn,
      effectiveOn: r.effectiveOn,
      reasonExcerpt: r.reasonExcerpt ? r.reasonExcerpt.slice(0, REASON_SHOWN) : null,
      detectedAt: r.detectedAt.toISOString(),
      status: r.status,
      resolvedBy: r.resolvedBy,
      resolvedAt: r.resolvedAt?.toISOString() ?? null,
      note: r.note,
      guides: citing
        .filter((c) => c.lawId === r.lawId && (!r.jo || c.jo === r.jo))
        .filter((c, i, all) => all.findIndex((o) => o.kind === c.kind && o.id === c.id) === i)
        .map((c) => ({ kind: c.kind, id: c.id, title: c.title, lawAsOf: c.lawAsOf, label: c.label })),
      rules: DEADLINE_KINDS.filter((k) => ruleLawId(k, watched) === r.lawId && (!r.jo || DEADLINE_RULES[k].articleCode === r.jo)).map(
        (k) => ({
          key: k,
          label: DEADLINE_RULES[k].label,
          article: DEADLINE_RULES[k].article,
        }),
      ),
    }));
  }

  return {
    withAffected,

    async citations(kind: CitingKind, id: number) {
      await requireItem(kind, id);
      const citations = await storage.citations(kind, id);
      const latest = await storage.latestEffective(citations);
      const content = (await storage.contentOf(kind, id)) ?? "";
      const cited = new Set(citations.map((c) => `${c.lawId}|${c.jo}`));
      return {
        citations: citations.map((c) => ({ ...c, latestEffectiveOn: latest.get(`${c.lawId}|${c.jo}`) ?? null })),
        suggestions: suggestCitations(content).filter((s) => !s.lawId || !cited.has(`${s.lawId}|${s.jo}`)),
      };
    },

    async replaceCitations(kind: CitingKind, id: number, body: unknown) {
      const parsed = parseCitations(body);
      if (!parsed.ok) throw new ValidationError({ citations: [parsed.message] }, parsed.message);
      await requireItem(kind, id);
      await db.transaction(async (tx) => {
        const s = createLawWatchStorage(tx);
        await s.replaceCitations(kind, id, parsed.citations);
        // Every cited law is watched; its articles' history is read again at the next run (a new article may be cited).
        const laws = [...new Map(parsed.citations.map((c) => [c.lawId, lawNameOfLabel(c.label)])).entries()];
        await s.watch(
          laws.map(([lawId, name]) => ({ lawId, name })),
          true,
        );
      });
      // The public notice reads the citations.
      await deps.bump();
      return this.citations(kind, id);
    },

    async laws() {
      const [watched, upcoming] = await Promise.all([storage.watched(), storage.unresolved()]);
      const today = seoulDate(clock());
      return watched.map((w) => ({
        lawId: w.lawId,
        name: w.name,
        addedBy: w.addedBy,
        baselineThrough: w.baselineThrough,
        upcoming: upcoming
          .filter((c) => c.lawId === w.lawId && c.kind === "upcoming" && c.effectiveOn > today)
          .map((c) => ({ id: c.id, jo: c.jo, effectiveOn: c.effectiveOn, promulgatedOn: c.promulgatedOn })),
      }));
    },

    /** Adds a law by ID (as given) or by name (resolved once through the API). */
    async addLaw(body: unknown, by: string) {
      const input = (body ?? {}) as Record<string, unknown>;
      const lawId = typeof input.lawId === "string" ? input.lawId.trim() : "";
      const name = typeof input.name === "string" ? input.name.trim() : "";
      if (lawId) {
        if (!LAW_ID_PATTERN.test(lawId))
          throw new ValidationError({ lawId: ["법령 ID는 숫자 6자리입니다."] }, "법령 ID는 숫자 6자리입니다.");
        if (!name || name.length > 100) throw new ValidationError({ name: ["법령 이름을 적어 주세요."] }, "법령 이름을 적어 주세요.");
        await storage.watch([{ lawId, name, addedBy: by }], true);
        return { lawId, name };
      }
      if (!name || name.length > 100) throw new ValidationError({ name: ["법령 이름을 적어 주세요."] }, "법령 이름을 적어 주세요.");
      if (!deps.api) throw new ServiceUnavailableError("법령 API가 설정되지 않아 이름으로 찾을 수 없습니다. 법령 ID를 함께 적어 주세요.");
      let found: { lawId: string; name: string }[];
      try {
        found = await deps.api.lawsNamed(name);
      } catch (error) {
        if (error instanceof LawApiError) throw new AppError(502, "LAW_API_FAILED", error.message);
        throw error;
      }
      if (found.length === 0) throw new NotFoundError("그 이름의 현행 법령을 찾지 못했습니다.");
      const distinct = [...new Map(found.map((f) => [f.lawId, f])).values()];
      if (distinct.length > 1) throw new AmbiguousLawError(distinct);
      await storage.watch([{ ...distinct[0], addedBy: by }], true);
      return distinct[0];
    },

    async removeLaw(lawId: string) {
      if (!LAW_ID_PATTERN.test(lawId)) throw new BadRequestError("법령 ID는 숫자 6자리입니다.");
      if ((await storage.citationCount(lawId)) > 0 || ruleArticles(await storage.watched()).some((r) => r.lawId === lawId))
        throw new ConflictError("글이나 기한 계산기가 인용하는 법령은 목록에서 뺄 수 없습니다.");
      if (!(await storage.unwatch(lawId))) throw new NotFoundError("감시 중인 법령이 아닙니다.");
    },

    async changes(statusParam: unknown) {
      const status = typeof statusParam === "string" && statusParam ? statusParam : undefined;
      if (status && !(STATUSES as readonly string[]).includes(status))
        throw new BadRequestError("상태는 open, acknowledged, resolved 중 하나입니다.");
      return withAffected(await storage.changes(status));
    },

    async updateChange(id: number, body: unknown, by: string) {
      const input = (body ?? {}) as Record<string, unknown>;
      const status = input.status;
      if (status !== "acknowledged" && status !== "resolved" && status !== "open")
        throw new ValidationError({ status: ["상태는 open, acknowledged, resolved 중 하나입니다."] });
      const note = typeof input.note === "string" ? input.note.trim().slice(0, 1000) || null : undefined;
      const row = await storage.updateChange(id, {
        status,
        resolvedBy: status === "open" ? null : by,
        resolvedAt: status === "open" ? null : clock(),
        ...(note !== undefined ? { note } : {}),
      });
      if (!row) throw new NotFoundError("법령 변경 항목을 찾을 수 없습니다.");
      await deps.bump();
      return (await withAffected([row]))[0];
    },

    async settings() {
      return { publicNotice: await storage.publicNotice() };
    },
    async setSettings(body: unknown, by: string) {
      const on = (body as { publicNotice?: unknown } | null)?.publicNotice;
      if (typeof on !== "boolean") throw new ValidationError({ publicNotice: ["공개 안내를 켤지(true) 끌지(false) 골라 주세요."] });
      await storage.setPublicNotice(on, by, clock());
      await deps.bump();
      return { publicNotice: on };
    },

    /** The watch's state: off with its reason, or the last successful and failed runs. */
    async status() {
      if (!deps.config.enabled)
        return { enabled: false as const, reason: deps.config.reason, lastSuccessAt: null, lastFailureAt: null, lastError: null };
      const [ok, failed] = await Promise.all([storage.lastRun("succeeded"), storage.lastRun("failed")]);
      return {
        enabled: true as const,
        reason: null,
        lastSuccessAt: ok?.finishedAt?.toISOString() ?? null,
        lastFailureAt: failed?.finishedAt?.toISOString() ?? null,
        lastError: failed && (!ok || failed.day >= ok.day) ? failed.lastError : null,
      };
    },
  };
}
export type LawWatchService = ReturnType<typeof createLawWatchService>;
