// The "홈 화면 문구" tab: the hero, the four reasons and the three service areas, with counters against their caps,
// a phone-width preview and the saved versions.
import { useWatch } from "react-hook-form";
import { CATEGORIES } from "@shared/content/categories";
import { HOME_LIMITS, homeTextsSchema, type HomeTexts, type HomeTextsInput } from "@shared/office/practice-profile";
import { errorDetail } from "@/components/admin/api-errors";
import { ErrorState, LoadingState } from "@/components/admin/data-state";
import { Field, inputClass } from "@/components/form/field";
import { useZodForm } from "@/components/form/use-zod-form";
import { toast } from "@/components/ui/toast";
import { useSettings } from "../api/get-settings";
import { useSaveSettings } from "../api/save-settings";
import { errorAt, FormSection, reportInvalid, reportSaveFailure, TextField } from "./form-parts";
import { HomePreview } from "./home-preview";
import { SettingsVersions } from "./settings-versions";
import { SaveBar } from "./save-bar";

export function HomeTextsPanel() {
  const texts = useSettings("home");
  return (
    <section aria-labelledby="home-texts-heading" className="space-y-4">
      <div>
        <h2 id="home-texts-heading" className="text-xl font-bold text-slate-900">
          홈 화면 문구
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          홈 화면 첫 화면의 제목과 설명, 네 가지 이유, 세 가지 업무 분야입니다. 문구에 <code>{"{상담시간}"}</code>,{" "}
          <code>{"{답변시간}"}</code>, <code>{"{전화번호}"}</code>를 쓰면 사무소 정보의 상담 시간, 답변 약속 시간, 대표 전화번호로
          채워집니다.
        </p>
      </div>
      {texts.isPending ? (
        <LoadingState />
      ) : texts.isError ? (
        <ErrorState detail={errorDetail(texts.error)} onRetry={() => void texts.refetch()} />
      ) : (
        <HomeTextsEditor initial={texts.data} />
      )}
    </section>
  );
}

function HomeTextsEditor({ initial }: { initial: HomeTexts }) {
  const form = useZodForm(homeTextsSchema, initial);
  const save = useSaveSettings("home");
  const watched = useWatch({ control: form.control }) as HomeTextsInput;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      form.reset(await save.mutateAsync(values));
      toast({ title: "저장 완료", description: "홈 화면 문구를 저장했습니다." });
    } catch (error) {
      reportSaveFailure(form, error);
    }
  }, reportInvalid);

  return (
    <div className="grid gap-5 xl:grid-cols-[1fr_400px] xl:items-start">
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="min-w-0 space-y-5">
        <FormSection id="home-hero" title="첫 화면">
          <TextField
            form={form}
            name="heroHeadline"
            id="home-hero-headline"
            label="제목"
            max={HOME_LIMITS.headline}
            multiline
            rows={2}
            className="md:col-span-2"
            hint={`${HOME_LIMITS.headlineLines}줄까지 씁니다. 줄을 바꾸려면 Enter를 누르세요.`}
          />
          <TextField
            form={form}
            name="heroSub"
            id="home-hero-sub"
            label="설명"
            max={HOME_LIMITS.sub}
            multiline
            rows={3}
            className="md:col-span-2"
          />
        </FormSection>
        <FormSection id="home-reasons" title="네 가지 이유">
          {[0, 1, 2, 3].map((i) => (
            <fieldset key={i} className="space-y-3 rounded-lg border border-slate-200 p-4">
              <legend className="px-1 text-[15px] font-semibold text-slate-800">이유 {i + 1}</legend>
              <TextField
                form={form}
                name={`reasons.${i}.title`}
                id={`home-reason-${i}-title`}
                label={`이유 ${i + 1} 제목`}
                max={HOME_LIMITS.title}
              />
              <TextField
                form={form}
                name={`reasons.${i}.body`}
                id={`home-reason-${i}-body`}
                label={`이유 ${i + 1} 설명`}
                max={HOME_LIMITS.body}
                multiline
              />
            </fieldset>
          ))}
        </FormSection>
        <FormSection
          id="home-services"
          title="업무 분야 세 가지"
          description="각 분야의 '관련 법률 정보 보기' 링크가 고른 카테고리로 이어집니다."
        >
          {[0, 1, 2].map((i) => (
            <fieldset key={i} className="space-y-3 rounded-lg border border-slate-200 p-4">
              <legend className="px-1 text-[15px] font-semibold text-slate-800">업무 분야 {i + 1}</legend>
              <TextField
                form={form}
                name={`services.${i}.title`}
                id={`home-service-${i}-title`}
                label={`분야 ${i + 1} 제목`}
                max={HOME_LIMITS.title}
              />
              <TextField
                form={form}
                name={`services.${i}.body`}
                id={`home-service-${i}-body`}
                label={`분야 ${i + 1} 설명`}
                max={HOME_LIMITS.body}
                multiline
              />
              <Field
                id={`home-service-${i}-category`}
                label={`분야 ${i + 1} 카테고리`}
                required
                error={errorAt(form, `services.${i}.category`)}
              >
                <select className={inputClass} {...form.register(`services.${i}.category`)}>
                  {CATEGORIES.map((c) => (
                    <option key={c.slug} value={c.slug}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </Field>
            </fieldset>
          ))}
        </FormSection>
        <SaveBar dirty={form.formState.isDirty} name="홈 화면 문구" pending={save.isPending} label="홈 화면 문구 저장" />
      </form>
      <div className="min-w-0 space-y-5">
        <HomePreview texts={watched} />
        <SettingsVersions kind="home" subject="홈 화면 문구" onRestored={(value) => form.reset(value)} />
      </div>
    </div>
  );
}
