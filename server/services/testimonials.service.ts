// Testimonials: create, edit, reorder, delete; published only with the client's consent on record (the validator
// says so under `consent`, and the database refuses it too). Every change bumps the content version: the home page
// shows them.
import type { TestimonialRow } from "@shared/schema";
import {
  testimonialAdvertisingIssues,
  testimonialInputSchema,
  testimonialOrderSchema,
  type AdminTestimonial,
  type PublicTestimonial,
  type TestimonialValues,
} from "@shared/office/testimonials";
import { ZodError } from "zod";
import type { Db } from "../db";
import { BadRequestError, NotFoundError } from "../lib/errors";
import { createTestimonialsStorage } from "../storage/testimonials.storage";
import type { ContentVersion } from "./content-version.service";

function toAdmin(row: TestimonialRow): AdminTestimonial {
  return {
    id: row.id,
    quote: row.quote,
    clientName: row.clientName,
    caseType: row.caseType,
    interviewId: row.interviewId,
    published: row.published,
    consent:
      row.consentDate && row.consentMethod && row.consentRecordedBy
        ? { date: row.consentDate, method: row.consentMethod, recordedBy: row.consentRecordedBy }
        : null,
    position: row.position,
    isSample: row.isSample,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function columnsOf(v: TestimonialValues) {
  return {
    quote: v.quote,
    clientName: v.clientName,
    caseType: v.caseType,
    interviewId: v.interviewId,
    published: v.published,
    consentDate: v.consent?.date ?? null,
    consentMethod: v.consent?.method ?? null,
    consentRecordedBy: v.consent?.recordedBy ?? null,
  };
}

export function createTestimonialsService(
  db: Db,
  version: Pick<ContentVersion, "current" | "bump">,
  specialties: () => Promise<readonly string[]>,
) {
  const storage = createTestimonialsStorage(db);
  let cached: { version: number; value: PublicTestimonial[] } | undefined;

  async function validate(input: unknown): Promise<TestimonialValues> {
    const values = testimonialInputSchema.parse(input);
    const issues = testimonialAdvertisingIssues(values, await specialties());
    if (issues.length > 0)
      throw new ZodError(issues.map((i) => ({ code: "custom" as const, path: i.path, message: i.message, input: undefined })));
    if (values.interviewId !== null && !(await storage.interviewExists(values.interviewId))) {
      throw new ZodError([
        { code: "custom", path: ["interviewId"], message: "연결할 인터뷰를 찾을 수 없습니다. 목록에서 다시 골라주세요", input: undefined },
      ]);
    }
    return values;
  }

  return {
    async list(): Promise<AdminTestimonial[]> {
      return (await storage.list()).map(toAdmin);
    },
    /** What the home page shows, cached per content version. */
    async listPublished(): Promise<PublicTestimonial[]> {
      const v = version.current();
      if (cached?.version === v) return cached.value;
      const rows = await storage.listPublished();
      const value = rows.map((r) => ({
        id: r.id,
        quote: r.quote,
        clientName: r.clientName,
        caseType: r.caseType,
        interview: r.interviewSlug && r.interviewTitle ? { slug: r.interviewSlug, title: r.interviewTitle } : null,
      }));
      cached = { version: v, value };
      return value;
    },
    async create(input: unknown): Promise<AdminTestimonial> {
      const values = await validate(input);
      const row = await storage.insert({ ...columnsOf(values), position: await storage.nextPosition() });
      await version.bump();
      return toAdmin(row);
    },
    /** Replaces a testimonial's fields; an edited sample is the attorney's own from then on. */
    async update(id: number, input: unknown): Promise<AdminTestimonial> {
      const values = await validate(input);
      const row = await storage.update(id, { ...columnsOf(values), isSample: false, updatedAt: new Date() });
      if (!row) throw new NotFoundError("후기를 찾을 수 없습니다.");
      await version.bump();
      return toAdmin(row);
    },
    async remove(id: number): Promise<void> {
      if (!(await storage.remove(id))) throw new NotFoundError("후기를 찾을 수 없습니다.");
      await version.bump();
    },
    /** Sets the order: `ids` must name every testimonial once. */
    async reorder(input: unknown): Promise<AdminTestimonial[]> {
      const { ids } = testimonialOrderSchema.parse(input);
      await db.transaction(async (tx) => {
        const s = createTestimonialsStorage(tx);
        const existing = new Set(await s.ids());
        if (ids.length !== existing.size || new Set(ids).size !== ids.length || ids.some((id) => !existing.has(id))) {
          throw new BadRequestError("후기 목록이 바뀌었습니다. 새로고침한 뒤 다시 순서를 정해주세요.", "STALE_ORDER");
        }
        for (const [position, id] of ids.entries()) await s.setPosition(id, position);
      });
      await version.bump();
      return (await storage.list()).map(toAdmin);
    },
    countPublishedSamples: () => storage.countPublishedSamples(),
  };
}
export type TestimonialsService = ReturnType<typeof createTestimonialsService>;
