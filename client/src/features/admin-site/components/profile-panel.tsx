// The "변호사 소개" tab: the about page's profile (photo, lines of education and career, the story, linked
// interviews) and its saved versions.
import { Controller } from "react-hook-form";
import { attorneyProfileSchema, PROFILE_LIMITS, type AttorneyProfile } from "@shared/office/attorney-profile";
import { errorDetail } from "@/components/admin/api-errors";
import { ErrorState, LoadingState } from "@/components/admin/data-state";
import { useZodForm } from "@/components/form/use-zod-form";
import { toast } from "@/components/ui/toast";
import { useSettings } from "../api/get-settings";
import { useSaveSettings } from "../api/save-settings";
import { errorAt, FormSection, reportInvalid, reportSaveFailure, TextField } from "./form-parts";
import { InterviewPicker } from "./interview-picker";
import { LineList } from "./line-list";
import { ProfilePhotoField } from "./profile-photo-field";
import { SettingsVersions } from "./settings-versions";
import { SaveBar } from "./save-bar";

export function ProfilePanel() {
  const profile = useSettings("profile");
  return (
    <section aria-labelledby="profile-heading" className="space-y-4">
      <div>
        <h2 id="profile-heading" className="text-xl font-bold text-slate-900">
          변호사 소개
        </h2>
        <p className="mt-1 text-sm text-slate-600">변호사 소개 페이지에 보이는 사진, 약력, 이야기입니다.</p>
      </div>
      {profile.isPending ? (
        <LoadingState />
      ) : profile.isError ? (
        <ErrorState detail={errorDetail(profile.error)} onRetry={() => void profile.refetch()} />
      ) : (
        <ProfileEditor initial={profile.data} />
      )}
    </section>
  );
}

const LISTS = [
  { name: "education", label: "학력" },
  { name: "career", label: "경력" },
  { name: "committees", label: "위원 활동" },
  { name: "awards", label: "수상" },
  { name: "languages", label: "상담 가능 언어" },
] as const;

function ProfileEditor({ initial }: { initial: AttorneyProfile }) {
  const form = useZodForm(attorneyProfileSchema, initial);
  const save = useSaveSettings("profile");
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      form.reset(await save.mutateAsync(values));
      toast({ title: "저장 완료", description: "변호사 소개를 저장했습니다." });
    } catch (error) {
      reportSaveFailure(form, error);
    }
  }, reportInvalid);

  return (
    <div className="grid gap-5 lg:grid-cols-[1fr_300px] lg:items-start">
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
        <FormSection id="profile-intro" title="사진과 소개">
          <Controller
            control={form.control}
            name="photo"
            render={({ field }) => (
              <ProfilePhotoField
                photo={field.value}
                onChange={field.onChange}
                error={errorAt(form, "photo.url")}
                altError={errorAt(form, "photo.alt")}
              />
            )}
          />
          <TextField
            form={form}
            name="headline"
            id="profile-headline"
            label="제목"
            max={PROFILE_LIMITS.headline}
            className="md:col-span-2"
          />
          <TextField
            form={form}
            name="intro"
            id="profile-intro-text"
            label="소개 문장"
            max={PROFILE_LIMITS.intro}
            multiline
            rows={4}
            className="md:col-span-2"
          />
        </FormSection>
        <FormSection
          id="profile-lines"
          single
          title="약력"
          description="한 줄에 한 항목씩 입력합니다. 화살표 버튼으로 순서를 바꿀 수 있습니다."
        >
          {LISTS.map(({ name, label }) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <LineList
                  id={`profile-${name}`}
                  label={label}
                  lines={field.value ?? []}
                  onChange={field.onChange}
                  max={PROFILE_LIMITS.lines}
                  maxLength={PROFILE_LIMITS.line}
                  error={errorAt(form, name)}
                  lineErrors={(field.value ?? []).map((_, i) => errorAt(form, `${name}.${i}`))}
                />
              )}
            />
          ))}
        </FormSection>
        <FormSection id="profile-story-section" title="이야기와 인터뷰">
          <TextField
            form={form}
            name="story"
            id="profile-story"
            label="이야기 (마크다운)"
            required={false}
            max={PROFILE_LIMITS.story}
            multiline
            rows={12}
            className="md:col-span-2"
            hint="문단 사이는 빈 줄로 나눕니다. **굵게**, 목록(- 항목)을 쓸 수 있습니다."
          />
          <div className="md:col-span-2">
            <Controller
              control={form.control}
              name="interviewIds"
              render={({ field }) => (
                <InterviewPicker
                  id="profile-interviews"
                  legend="연결할 고객 인터뷰"
                  selected={field.value ?? []}
                  onChange={field.onChange}
                  max={PROFILE_LIMITS.interviews}
                  error={errorAt(form, "interviewIds")}
                />
              )}
            />
          </div>
        </FormSection>
        <SaveBar dirty={form.formState.isDirty} name="변호사 소개" pending={save.isPending} label="변호사 소개 저장" />
      </form>
      <SettingsVersions kind="profile" subject="변호사 소개" onRestored={(value) => form.reset(value)} />
    </div>
  );
}
