// The office's facts: every field of the shared schema with its label, the same rules the server applies, the
// server's field messages at their inputs, saved as a new version.
import { Controller, type Path } from "react-hook-form";
import {
  SITE_FIELD_LABELS as L,
  SITE_LIMITS,
  SOCIAL_KEYS,
  siteSettingsSchema,
  type SiteSettings,
  type SiteSettingsInput,
} from "@shared/office/site-settings";
import { useZodForm } from "@/components/form/use-zod-form";
import { toast } from "@/components/ui/toast";
import { useSaveSettings } from "../api/save-settings";
import { errorAt, FormSection, reportInvalid, reportSaveFailure, TextField, type TextFieldProps } from "./form-parts";
import { LineList } from "./line-list";
import { SaveBar } from "./save-bar";

export type SiteSettingsFormApi = ReturnType<typeof useSiteSettingsForm>;

export function useSiteSettingsForm(initial: SiteSettings) {
  return useZodForm(siteSettingsSchema, initial);
}

const lineErrors = (form: SiteSettingsFormApi, name: "registeredSpecialties" | "languages", count: number) =>
  Array.from({ length: count }, (_, i) => errorAt(form, `${name}.${i}`));

export function SiteSettingsForm({ form }: { form: SiteSettingsFormApi }) {
  const save = useSaveSettings("site");
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(saved);
      toast({ title: "저장 완료", description: "사무소 정보를 저장했습니다. 모든 페이지에 바로 반영됩니다." });
    } catch (error) {
      reportSaveFailure(form, error);
    }
  }, reportInvalid);
  const field = (name: Path<SiteSettingsInput>, props: Partial<Omit<TextFieldProps<SiteSettingsInput>, "form" | "name">> = {}) => (
    <TextField<SiteSettingsInput> key={name} form={form} name={name} id={`site-${name.replace(/\./g, "-")}`} label={L[name]} {...props} />
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
      <FormSection id="site-office" title="사무소">
        {field("officeName", { max: SITE_LIMITS.officeName, hint: "머리글, 바닥글, 검색 결과에 보이는 이름입니다." })}
        {field("officeShortName", { max: SITE_LIMITS.officeShortName, hint: "좁은 화면의 머리글에 쓰입니다." })}
        {field("attorneyName", { max: SITE_LIMITS.personName })}
        {field("description", {
          max: SITE_LIMITS.description,
          multiline: true,
          className: "md:col-span-2",
          hint: "검색 결과와 공유 미리보기의 기본 설명입니다.",
        })}
      </FormSection>
      <FormSection id="site-contact" title="연락처와 상담 시간">
        {field("phone", { type: "tel", hint: "예: 02-123-4567, 010-1234-5678" })}
        {field("email", { type: "email" })}
        {field("hours", { max: SITE_LIMITS.hours, hint: "홈 화면 문구의 {상담시간} 자리에 들어갑니다." })}
        {field("replyWithinHours", {
          type: "number",
          label: `${L.replyWithinHours} (시간)`,
          hint: "1~168시간. 홈 화면 문구의 {답변시간} 자리에 '24시간 이내'처럼 들어갑니다.",
        })}
      </FormSection>
      <FormSection id="site-address" title="주소">
        {field("address.region", { max: SITE_LIMITS.region, placeholder: "서울특별시" })}
        {field("address.locality", { max: SITE_LIMITS.locality, placeholder: "서초구" })}
        {field("address.street", { max: SITE_LIMITS.street })}
        {field("address.postalCode", { hint: "숫자 5자리" })}
      </FormSection>
      <FormSection id="site-registration" title="등록 정보와 책임자" description="바닥글에 표시되는 광고 관련 표시 사항입니다.">
        {field("barNumber", { hint: "예: 제12345호" })}
        {field("businessNumber", { hint: "예: 123-45-67890" })}
        {field("advertisingLawyer", { max: SITE_LIMITS.personName })}
      </FormSection>
      <FormSection id="site-privacy-officer" title="개인정보 보호책임자" description="개인정보 처리방침에 표시됩니다.">
        {field("privacyOfficer.name", { max: SITE_LIMITS.personName })}
        {field("privacyOfficer.position", { max: SITE_LIMITS.position })}
        {field("privacyOfficer.phone", { type: "tel" })}
        {field("privacyOfficer.email", { type: "email" })}
      </FormSection>
      <FormSection
        id="site-processors"
        title="개인정보 처리위탁 업체"
        description="개인정보 처리방침에 수탁자로 표시됩니다. 실제로 계약한 업체 이름과 처리 국가를 적어주세요. 국외 업체는 연락처가 필요합니다."
      >
        {field("processors.hosting.name", { max: SITE_LIMITS.processorName })}
        {field("processors.hosting.country", { max: SITE_LIMITS.country })}
        {field("processors.hosting.contact", { required: false, max: SITE_LIMITS.processorContact })}
        {field("processors.mail.name", { max: SITE_LIMITS.processorName })}
        {field("processors.mail.country", { max: SITE_LIMITS.country })}
        {field("processors.mail.contact", { required: false, max: SITE_LIMITS.processorContact })}
      </FormSection>
      <FormSection id="site-lists" title="전문분야와 상담 언어">
        <Controller
          control={form.control}
          name="registeredSpecialties"
          render={({ field: f }) => (
            <LineList
              id="site-specialties"
              label="등록 전문분야"
              lines={f.value ?? []}
              onChange={f.onChange}
              max={SITE_LIMITS.specialties}
              maxLength={SITE_LIMITS.specialty}
              hint="대한변호사협회에 전문분야로 등록한 분야만 입력해주세요. 비워 두면 사이트 어디에도 '전문'이라는 표현을 쓰지 않습니다."
              error={errorAt(form, "registeredSpecialties")}
              lineErrors={lineErrors(form, "registeredSpecialties", f.value?.length ?? 0)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="languages"
          render={({ field: f }) => (
            <LineList
              id="site-languages"
              label="상담 가능 언어"
              lines={f.value ?? []}
              onChange={f.onChange}
              max={SITE_LIMITS.languages}
              maxLength={SITE_LIMITS.language}
              error={errorAt(form, "languages")}
              lineErrors={lineErrors(form, "languages", f.value?.length ?? 0)}
            />
          )}
        />
      </FormSection>
      <FormSection
        id="site-social"
        title="소셜 링크"
        description="https://로 시작하는 전체 주소를 입력합니다. 비워 둔 링크는 표시되지 않습니다."
      >
        {SOCIAL_KEYS.map((key) => field(`social.${key}`, { type: "url", required: false, placeholder: "https://" }))}
      </FormSection>
      <SaveBar dirty={form.formState.isDirty} name="사무소 정보" pending={save.isPending} label="사무소 정보 저장" />
    </form>
  );
}
