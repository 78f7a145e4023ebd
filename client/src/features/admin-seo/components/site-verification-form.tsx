// "검색엔진 소유 확인" in SEO 설정: the Google Search Console and Naver Search Advisor codes ("HTML 태그" method).
// The attorney may paste the whole <meta> tag; the server keeps its content. A code the server sets wins, and the
// field says so.
import {
  siteVerificationSchema,
  VERIFICATION_ENGINES,
  type SiteVerification,
  type VerificationEngine,
} from "@shared/office/site-verification";
import { errorDetail, failureText, isUnauthorized } from "@/components/admin/api-errors";
import { primaryButtonClass } from "@/components/admin/button-styles";
import { ErrorState, LoadingState } from "@/components/admin/data-state";
import { Field, inputClass } from "@/components/form/field";
import { applyServerErrors, useZodForm } from "@/components/form/use-zod-form";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { useUnsavedChanges } from "@/lib/unsaved-changes";
import { useSaveSiteVerification, useSiteVerification, useVerificationOverrides } from "../api/site-verification";

const WHERE: Record<VerificationEngine, string> = {
  google: "Search Console → 설정 → 소유권 확인 → HTML 태그",
  naver: "서치어드바이저 → 사이트 등록 → HTML 태그",
};

export function SiteVerificationSection() {
  const codes = useSiteVerification();
  const overrides = useVerificationOverrides();
  return (
    <section aria-labelledby="verification-heading" className="rounded-xl bg-white p-5 shadow-sm">
      <h3 id="verification-heading" className="text-lg font-bold text-slate-900">
        검색엔진 소유 확인
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        구글·네이버의 검색 관리 도구에 이 사이트를 등록할 때 받은 HTML 태그를 붙여 넣으면 모든 페이지에 넣습니다. 태그 전체를 붙여 넣어도
        됩니다.
      </p>
      {codes.isPending || overrides.isPending ? (
        <LoadingState className="py-6" />
      ) : codes.isError || overrides.isError ? (
        <ErrorState className="py-6" detail={errorDetail(codes.error ?? overrides.error)} onRetry={() => void codes.refetch()} />
      ) : (
        <SiteVerificationForm initial={codes.data} overrides={overrides.data} />
      )}
    </section>
  );
}

function SiteVerificationForm({ initial, overrides }: { initial: SiteVerification; overrides: Record<VerificationEngine, boolean> }) {
  const form = useZodForm(siteVerificationSchema, initial);
  const save = useSaveSiteVerification();
  const dirty = form.formState.isDirty;
  useUnsavedChanges(dirty, "검색엔진 소유 확인");
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      form.reset(await save.mutateAsync(values));
      toast({ title: "저장 완료", description: "검색엔진 소유 확인 코드를 저장했습니다. 모든 페이지에 바로 들어갑니다." });
    } catch (error) {
      if (isUnauthorized(error)) return;
      if (error instanceof ApiError) applyServerErrors(form, error);
      toast({ title: "저장 실패", description: failureText(error), variant: "destructive" });
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-4 space-y-4">
      {(Object.keys(VERIFICATION_ENGINES) as VerificationEngine[]).map((engine) => (
        <Field
          key={engine}
          id={`verification-${engine}`}
          label={`${VERIFICATION_ENGINES[engine].label} 확인 코드`}
          hint={
            overrides[engine] ? (
              <span className="font-semibold text-sky-900">서버 설정값이 사용 중입니다. 이 칸의 값은 서버 설정이 없어지면 쓰입니다.</span>
            ) : (
              `${WHERE[engine]}에서 복사한 태그나 content 값`
            )
          }
          error={form.formState.errors[engine]?.message}
        >
          <input
            className={`${inputClass} font-mono text-[15px]`}
            autoComplete="off"
            spellCheck={false}
            placeholder={`<meta name="${VERIFICATION_ENGINES[engine].meta}" content="…" />`}
            {...form.register(engine)}
          />
        </Field>
      ))}
      <div className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2">
        <p role="status" className="min-w-0 flex-1 text-sm font-semibold text-amber-800">
          {dirty ? "저장하지 않은 변경 사항이 있습니다" : ""}
        </p>
        <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
          {save.isPending ? "저장 중..." : "소유 확인 코드 저장"}
        </button>
      </div>
    </form>
  );
}
