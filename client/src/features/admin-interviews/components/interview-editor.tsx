// The interview editor: the shared content editor (as the posts use it) with the case type and the masked
// client name, in its dialog, on the interviews API. The public address is /interview/{slug}.
import type { UseFormReturn } from "react-hook-form";
import { adminInterviewKeys, type AdminInterview } from "@shared/content/admin-interviews";
import { paths } from "@shared/pages/page-map";
import { INTERVIEW_LIMITS } from "@shared/content/interview-input";
import { ContentEditorDialog, type EditorFormSlot, type EditorTarget } from "@/components/content-editor/content-editor-dialog";
import { ContentEditorForm } from "@/components/content-editor/content-editor-form";
import { Field, inputClass } from "@/components/form/field";
import { ConsentRecordFields } from "@/components/admin/consent-record-fields";
import { useAdminInterview } from "../api/get-interviews";
import { useSaveInterview } from "../api/save-interview";
import {
  EMPTY_INTERVIEW_VALUES,
  interviewFieldOf,
  toInterviewBody,
  validateInterview,
  valuesFromInterview,
  type InterviewEditorValues,
} from "../editor-values";

export function InterviewEditorDialog({ target, onClose }: { target: EditorTarget; onClose: () => void }) {
  const interview = useAdminInterview(target === "new" ? null : target);
  return (
    <ContentEditorDialog
      kind="interview"
      target={target}
      title={target === "new" ? "새 인터뷰" : "인터뷰 수정"}
      query={interview}
      revisionsApi={(id) => ({
        listUrl: `/api/admin/interviews/${id}/revisions`,
        restoreUrl: (revisionId) => `/api/interviews/${id}/revisions/${revisionId}/restore`,
        queryKey: adminInterviewKeys.revisions(id),
        invalidateKey: adminInterviewKeys.all,
      })}
      renderForm={(slot) => <InterviewEditorForm {...slot} />}
      onClose={onClose}
    />
  );
}

function InterviewEditorForm({ item, ...slot }: EditorFormSlot<AdminInterview>) {
  const save = useSaveInterview(item?.id ?? null);
  return (
    <ContentEditorForm
      kind="interview"
      stored={item}
      initial={item ? valuesFromInterview(item) : EMPTY_INTERVIEW_VALUES}
      empty={EMPTY_INTERVIEW_VALUES}
      reviewUrl={(id) => `/api/interviews/${id}/review`}
      pathOf={(_values, slug) => paths.interview({ slug })}
      pathHint="제목을 입력하면 주소가 표시됩니다."
      toBody={(values) => toInterviewBody(values, item)}
      validate={validateInterview}
      fieldOf={interviewFieldOf}
      save={save}
      messages={
        item
          ? { saved: "인터뷰가 성공적으로 수정되었습니다.", failed: "인터뷰 수정에 실패했습니다." }
          : { saved: "인터뷰가 성공적으로 작성되었습니다.", failed: "인터뷰 작성에 실패했습니다." }
      }
      settings={(form) => <InterviewFields form={form} />}
      {...slot}
    />
  );
}

/** The interview's own fields: the case type, the client's name masked as published (김○○), and the consent record. */
function InterviewFields({ form }: { form: UseFormReturn<InterviewEditorValues> }) {
  const errors = form.formState.errors;
  return (
    <>
      <Field id="interview-case-type" label="사건 유형" required hint="예: 음주운전, 사기" error={errors.caseType?.message}>
        <input type="text" maxLength={INTERVIEW_LIMITS.caseType} {...form.register("caseType")} className={inputClass} />
      </Field>
      <Field
        id="interview-client-name"
        label="의뢰인 이름 (가림 처리)"
        required
        hint="성만 남기고 ○로 가려주세요 (예: 김○○)"
        error={errors.clientName?.message}
      >
        <input type="text" maxLength={INTERVIEW_LIMITS.clientName} {...form.register("clientName")} className={inputClass} />
      </Field>
      <ConsentRecordFields form={form} idPrefix="interview" what="인터뷰" error={errors.consent?.message} />
    </>
  );
}
