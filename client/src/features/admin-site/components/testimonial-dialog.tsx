// Adding or editing a testimonial: the quote, the masked name, the case type, a linked interview picked from the
// list, the record of the client's consent, and the published switch, which stays off until that record is filled.
import { useWatch } from "react-hook-form";
import { TESTIMONIAL_LIMITS, testimonialInputSchema, type AdminTestimonial, type TestimonialValues } from "@shared/office/testimonials";
import { AdminDialog } from "@/components/admin/admin-dialog";
import { primaryButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { Field, inputClass } from "@/components/form/field";
import {
  ConsentRecordFields,
  consentBody,
  consentFilled,
  EMPTY_CONSENT,
  type ConsentInputs,
} from "@/components/admin/consent-record-fields";
import { useZodForm } from "@/components/form/use-zod-form";
import { confirmLeave, useUnsavedChanges } from "@/lib/unsaved-changes";
import { toast } from "@/components/ui/toast";
import { z } from "@shared/lib/zod";
import { useInterviewChoices } from "../api/get-interview-choices";
import { useSaveTestimonial } from "../api/save-testimonial";
import { errorAt, reportInvalid, reportSaveFailure, TextField } from "./form-parts";

/** The form's values: the consent record as three inputs (all empty: no record), the interview as a select's value. */
interface TestimonialForm {
  quote: string;
  clientName: string;
  caseType: string;
  interviewId: string;
  published: boolean;
  consent: ConsentInputs;
}

/** The shared rule on the form's values: the same schema the server applies, fed what the server receives. */
const formSchema = z.preprocess((raw) => {
  const v = raw as TestimonialForm;
  return { ...v, interviewId: v.interviewId ? Number(v.interviewId) : null, consent: consentBody(v.consent) };
}, testimonialInputSchema) as unknown as z.ZodType<TestimonialValues, TestimonialForm>;

function initialValues(t: AdminTestimonial | null): TestimonialForm {
  if (!t) return { quote: "", clientName: "", caseType: "", interviewId: "", published: false, consent: EMPTY_CONSENT };
  return {
    quote: t.quote,
    clientName: t.clientName,
    caseType: t.caseType,
    interviewId: t.interviewId ? String(t.interviewId) : "",
    published: t.published,
    consent: t.consent ?? EMPTY_CONSENT,
  };
}

export function TestimonialDialog({ testimonial, onClose }: { testimonial: AdminTestimonial | null; onClose: () => void }) {
  const form = useZodForm(formSchema, initialValues(testimonial));
  const save = useSaveTestimonial();
  const interviews = useInterviewChoices();
  const consent = useWatch({ control: form.control, name: "consent" });
  const published = useWatch({ control: form.control, name: "published" });
  const canPublish = consentFilled(consent);
  useUnsavedChanges(form.formState.isDirty, "의뢰인 후기");
  // Closing with unsaved edits asks first (the same question as a section switch).
  const close = () => confirmLeave() && onClose();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: testimonial?.id ?? null, body: values });
      toast({
        title: "저장 완료",
        description: values.published ? "후기를 저장했습니다. 홈 화면에 게시됩니다." : "후기를 저장했습니다. 게시하지 않은 상태입니다.",
      });
      onClose();
    } catch (error) {
      reportSaveFailure(form, error);
    }
  }, reportInvalid);

  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && close()}
      title={testimonial ? "의뢰인 후기 수정" : "의뢰인 후기 추가"}
      className="max-w-2xl!"
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        <TextField form={form} name="quote" id="testimonial-quote" label="후기 내용" max={TESTIMONIAL_LIMITS.quote} multiline rows={4} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            form={form}
            name="clientName"
            id="testimonial-client-name"
            label="의뢰인 이름 (가림)"
            hint="성만 남기고 가립니다. 예: 김○○"
            placeholder="김○○"
          />
          <TextField
            form={form}
            name="caseType"
            id="testimonial-case-type"
            label="사건 유형"
            max={TESTIMONIAL_LIMITS.caseType}
            hint="예: 경찰 조사 동행"
          />
        </div>
        <Field
          id="testimonial-interview"
          label="연결할 고객 인터뷰"
          required={false}
          hint="게시된 인터뷰 중에서 고릅니다."
          error={errorAt(form, "interviewId")}
        >
          <select className={inputClass} {...form.register("interviewId")}>
            <option value="">연결하지 않음</option>
            {interviews.data?.map((i) => (
              <option key={i.id} value={String(i.id)}>
                {i.title}
              </option>
            ))}
          </select>
        </Field>
        <ConsentRecordFields form={form} idPrefix="testimonial" what="후기" error={errorAt(form, "consent")} />
        <div className="space-y-1">
          <label className="flex min-h-11 items-center gap-3 text-[15px] font-semibold text-slate-800">
            <input
              type="checkbox"
              role="switch"
              className="h-5 w-5 accent-brand-700"
              aria-describedby="testimonial-published-hint"
              disabled={!canPublish && !published}
              {...form.register("published")}
            />
            홈 화면에 게시
          </label>
          <p id="testimonial-published-hint" className="text-sm text-slate-600">
            {canPublish ? "켜면 홈 화면의 의뢰인 후기에 보입니다." : "동의 기록(날짜·방법·기록한 사람)을 모두 입력해야 게시할 수 있습니다."}
          </p>
          {errorAt(form, "published") && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errorAt(form, "published")}
            </p>
          )}
        </div>
        <div className="flex justify-end gap-2">
          <button type="button" onClick={close} className={secondaryButtonClass}>
            취소
          </button>
          <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
            {save.isPending ? "저장 중..." : "저장"}
          </button>
        </div>
      </form>
    </AdminDialog>
  );
}
