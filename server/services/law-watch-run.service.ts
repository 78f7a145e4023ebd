// The nightly law check. One run a Korea date across instances (the day's row in law_watch_runs, claimed by its
// primary key), idempotent (law_changes is unique per law, article, effective date and kind), and catching up day
// by day after missed nights (from the day after the last successful run's last day read, at most 60 days).
// Only ID- and date-based calls: the laws changed on each day; for a changed watched law, each cited article's
// changes by ID and date range (a law never read before, or cited anew, is read for changes in force after the
// earliest lawAsOf of what cites it, promulgated up to a year before it); each watched law's upcoming versions; the amendment's reason for each new change. Every call is made
// before anything is written: a refusal or error page fails the run and writes no change. An upcoming change
// whose day has come becomes in_force (and the public notice appears with it): the content version is bumped
// whenever a change is written.
import { DEADLINE_KINDS, DEADLINE_RULES, type DeadlineKind } from "@shared/tools/deadline-rules";
import { LAW_IDS } from "@shared/content/law-citations";
import { seoulDate } from "@shared/lib/dates";
import type { Db } from "../db";
import { systemClock, type Clock } from "../lib/clock";
import type { LawApi } from "../lib/law-api";
import { describeError, logger } from "../lib/logger";
import { createLawWatchStorage, type NewLawChange } from "../storage/law-watch.storage";

const MAX_CATCH_UP_DAYS = 60;
const REASON_CHARS = 2000;

const addDays = (isoDate: string, days: number) => {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A watched law as the rules look it up: its ID and its name. */
type NamedLaw = { lawId: string; name: string };

/**
 * A deadline rule's law ID: the rule's own, else the dictionary's for its law name, else a watched law of that exact
 * name (the attorney adds a law the dictionary lacks by name in the 법령 변경 tab, resolved once through the API);
 * null when none knows it.
 */
export function ruleLawId(key: DeadlineKind, watched: readonly NamedLaw[] = []): string | null {
  const rule = DEADLINE_RULES[key];
  return rule.lawId ?? LAW_IDS[rule.lawName] ?? watched.find((w) => w.name === rule.lawName)?.lawId ?? null;
}

/** The deadline rules' articles with a known law ID: watched like citations, read from each rule's lawAsOf. */
export function ruleArticles(watched: readonly NamedLaw[] = []): { lawId: string; name: string; jo: string; since: string }[] {
  const out: { lawId: string; name: string; jo: string; since: string }[] = [];
  for (const key of DEADLINE_KINDS) {
    const rule = DEADLINE_RULES[key];
    const lawId = ruleLawId(key, watched);
    if (lawId) out.push({ lawId, name: rule.lawName, jo: rule.articleCode, since: rule.lawAsOf });
  }
  return out;
}

export type RunOutcome =
  | { ran: false; reason: "off" | "busy" }
  | { ran: true; status: "succeeded"; changes: number; checkedThrough: string }
  | { ran: true; status: "failed"; error: string };

export function createLawWatchRun(db: Db, deps: { api: LawApi | undefined; clock?: Clock; bump: () => Promise<void> }) {
  const clock = deps.clock ?? systemClock;
  const storage = createLawWatchStorage(db);

  async function collect(api: LawApi, today: string, from: string, to: string): Promise<NewLawChange[]> {
    const rules = ruleArticles(await storage.watched());
    await storage.watch(rules.map((r) => ({ lawId: r.lawId, name: r.name })));
    const watched = await storage.watched();
    const watchedIds = new Set(watched.map((w) => w.lawId));
    // Which watched laws changed on which day (the first day counts: the article query covers the rest).
    const changedSince = new Map<string, string>();
    for (let day = from; day <= to; day = addDays(day, 1)) {
      for (const id of await api.lawsChangedOn(day)) if (watchedIds.has(id) && !changedSince.has(id)) changedSince.set(id, day);
    }
    const articles = new Map<string, Map<string, string>>();
    const note = (lawId: string, jo: string, since: string | null) => {
      const byJo = articles.get(lawId) ?? new Map<string, string>();
      const start = since ?? addDays(to, -365);
      const prior = byJo.get(jo);
      byJo.set(jo, prior && prior < start ? prior : start);
      articles.set(lawId, byJo);
    };
    for (const c of await storage.citedArticles()) note(c.lawId, c.jo, c.earliest);
    for (const r of rules) note(r.lawId, r.jo, r.since);

    const found: NewLawChange[] = [];
    const reasons = new Map<string, Promise<string>>();
    const reasonOf = (lawId: string, effectiveOn: string) => {
      const key = `${lawId}|${effectiveOn}`;
      if (!reasons.has(key)) reasons.set(key, api.amendmentReason(lawId, effectiveOn));
      return reasons.get(key)!;
    };
    const add = async (c: Omit<NewLawChange, "reasonExcerpt">) => {
      if (found.some((f) => f.lawId === c.lawId && f.jo === c.jo && f.effectiveOn === c.effectiveOn && f.kind === c.kind)) return;
      if (await storage.changeExists(c)) return;
      found.push({ ...c, reasonExcerpt: (await reasonOf(c.lawId, c.effectiveOn)).slice(0, REASON_CHARS) || null });
    };
    for (const law of watched) {
      const byJo = articles.get(law.lawId);
      const baseline = law.baselineThrough === null;
      if (byJo && (baseline || changedSince.has(law.lawId))) {
        for (const [jo, since] of byJo) {
          // A first reading looks a year further back: a change promulgated before the guide's law date may take
          // effect after it; what took effect by then is not a change for what cites the article.
          const start = baseline ? addDays(since, -365) : changedSince.get(law.lawId)!;
          if (start > to) continue;
          for (const c of await api.articleChanges(law.lawId, jo, start, to)) {
            if (baseline && c.effectiveOn <= since) continue;
            const kind = c.effectiveOn > today ? "upcoming" : "article_changed";
            await add({ lawId: law.lawId, jo, kind, promulgatedOn: c.promulgatedOn, effectiveOn: c.effectiveOn });
          }
        }
      }
      for (const v of await api.upcomingVersions(law.lawId)) {
        if (v.lawId !== law.lawId || v.effectiveOn <= today) continue;
        await add({ lawId: law.lawId, jo: "", kind: "upcoming", promulgatedOn: v.promulgatedOn, effectiveOn: v.effectiveOn });
      }
    }
    return found;
  }

  /** Runs the check for today (Korea date). `again`: a run by hand, which may repeat a finished day. */
  async function run(again: boolean): Promise<RunOutcome> {
    if (!deps.api) return { ran: false, reason: "off" };
    const now = clock();
    const today = seoulDate(now);
    const claimed = await storage.claimRun(today, now, again);
    if (!claimed) return { ran: false, reason: "busy" };
    const last = await storage.lastRun("succeeded");
    const to = addDays(today, -1);
    const lastRead = last?.checkedThrough ?? addDays(to, -1);
    const from = lastRead >= addDays(to, -MAX_CATCH_UP_DAYS) ? addDays(lastRead, 1) : addDays(to, -MAX_CATCH_UP_DAYS + 1);
    try {
      const found = await collect(deps.api, today, from, to);
      const written = await db.transaction(async (tx) => {
        const s = createLawWatchStorage(tx);
        let n = await s.insertChanges(found, now);
        const due = await s.dueUpcoming(today);
        n += await s.insertChanges(
          due.map((d) => ({
            lawId: d.lawId,
            jo: d.jo,
            kind: "in_force",
            promulgatedOn: d.promulgatedOn,
            effectiveOn: d.effectiveOn,
            reasonExcerpt: d.reasonExcerpt,
          })),
          now,
        );
        await s.closeUpcoming(
          due.map((d) => d.id),
          now,
        );
        await s.setBaseline(
          (await s.watched()).map((w) => w.lawId),
          to,
        );
        await s.finishRun(today, { status: "succeeded", finishedAt: clock(), checkedThrough: to, changesFound: n });
        return n + due.length;
      });
      if (written > 0) await deps.bump();
      logger.info("law watch run succeeded", { day: today, from, to, changes: written });
      return { ran: true, status: "succeeded", changes: written, checkedThrough: to };
    } catch (error) {
      const message = (error as Error).message.slice(0, 300);
      await storage.finishRun(today, { status: "failed", finishedAt: clock(), lastError: message });
      logger.warn("law watch run failed", { day: today, ...describeError(error) });
      return { ran: true, status: "failed", error: message };
    }
  }

  return { run };
}
export type LawWatchRun = ReturnType<typeof createLawWatchRun>;

/** The nightly timer: every 10 minutes, from 04:00 Korea time, runs the day's check unless a run row exists. */
export function startLawWatchJob(runner: LawWatchRun, options: { clock?: Clock; everyMs?: number; fromHour?: number } = {}) {
  const clock = options.clock ?? systemClock;
  const fromHour = options.fromHour ?? 4;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    const hour = Number(new Intl.DateTimeFormat("en-GB", { hour: "2-digit", hour12: false, timeZone: "Asia/Seoul" }).format(clock()));
    if (running || hour < fromHour) return;
    running = runner
      .run(false)
      .catch((error) => logger.error("law watch job failed", describeError(error)))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(tick, options.everyMs ?? 10 * 60_000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
