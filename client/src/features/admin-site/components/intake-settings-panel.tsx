// The "접수 알림" tab: what happens after a request is stored. The acknowledgement templates (e-mail, text) with
// their placeholders and a live preview, the attorney's alert phone and which urgencies alert, quiet hours, the
// morning digest, the first-contact deadlines by urgency, the 미수임 reasons, and the saved versions.
import { Controller, useWatch } from "react-hook-form";
import {
  INTAKE_LIMITS,
  INTAKE_PLACEHOLDERS,
  intakeSettingsSchema,
  type IntakeSettings,
  type IntakeSettingsInput,
} from "@shared/intake/intake-settings";
import type { SiteSettings } from "@shared/office/site-settings";
import { errorDetail } from "@/components/admin/api-errors";
import { ErrorState, LoadingState } from "@/components/admin/data-state";
import { Field, inputClass } from "@/components/form/field";
import { useZodForm } from "@/components/form/use-zod-form";
import { toast } from "@/components/ui/toast";
import { useSettings } from "../api/get-settings";
import { useSaveSettings } from "../api/save-settings";
import { errorAt, FormSection, reportInvalid, reportSaveFailure, TextField } from "./form-parts";
import { IntakePreview } from "./intake-preview";
import { DeliverySettingsSection } from "./delivery-settings-form";
import { officeFactsOf } from "@shared/office/office-placeholders";
import { LineList } from "./line-list";
import { SettingsVersions } from "./settings-versions";
import { SaveBar } from "./save-bar";

const checkboxClass = "h-5 w-5 shrink-0 accent-brand-700";
const checkLabelClass = "flex min-h-11 cursor-pointer items-center gap-3 text-[15px] text-slate-900";

export function IntakeSettingsPanel() {
  const intake = useSettings("intake");
  const site = useSettings("site");
  return (
    <section aria-labelledby="intake-heading" className="space-y-4">
      <div>
        <h2 id="intake-heading" className="text-xl font-bold text-slate-900">
          접수 알림
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          상담 신청이 접수되면 신청인에게 접수 확인 이메일(이메일을 적은 경우)과 문자(문자 수신에 동의한 경우)를 보내고, 긴급한 신청은
          변호사 휴대전화로 알립니다. 신청인에게 가는 메시지에는 사건 내용을 담을 수 없습니다.
        </p>
      </div>
      {intake.isPending || site.isPending ? (
        <LoadingState />
      ) : intake.isError || site.isError ? (
        <ErrorState
          detail={errorDetail(intake.error ?? site.error)}
          onRetry={() => {
            void intake.refetch();
            void site.refetch();
          }}
        />
      ) : (
        <IntakeSettingsEditor initial={intake.data} site={site.data} />
      )}
      <h3 id="delivery-heading" className="pt-4 text-lg font-bold text-slate-900">
        메일·문자 발송 설정
      </h3>
      <DeliverySettingsSection />
    </section>
  );
}

function IntakeSettingsEditor({ initial, site }: { initial: IntakeSettings; site: SiteSettings }) {
  const form = useZodForm(intakeSettingsSchema, initial);
  const save = useSaveSettings("intake");
  const watched = useWatch({ control: form.control }) as IntakeSettingsInput;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      form.reset(await save.mutateAsync(values));
      toast({ title: "저장 완료", description: "접수 알림 설정을 저장했습니다." });
    } catch (error) {
      reportSaveFailure(form, error);
    }
  }, reportInvalid);

  return (
    <div className="grid gap-5 xl:grid-cols-[1fr_400px] xl:items-start">
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="min-w-0 space-y-5">
        <FormSection
          id="intake-templates"
          title="접수 확인 메시지"
          single
          description={
            <>
              쓸 수 있는 치환 문구:{" "}
              {Object.entries(INTAKE_PLACEHOLDERS).map(([token, meaning], i) => (
                <span key={token}>
                  {i > 0 && ", "}
                  <code>{token}</code> {meaning}
                </span>
              ))}
              . 다른 중괄호 문구는 저장할 수 없습니다.
            </>
          }
        >
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,340px)] lg:items-start">
            <div className="min-w-0 space-y-4">
              <TextField
                form={form}
                name="ackEmailSubject"
                id="intake-email-subject"
                label="이메일 제목"
                max={INTAKE_LIMITS.emailSubject}
              />
              <TextField
                form={form}
                name="ackEmailBody"
                id="intake-email-body"
                label="이메일 본문"
                max={INTAKE_LIMITS.emailBody}
                multiline
                rows={8}
              />
              <TextField
                form={form}
                name="ackSmsBody"
                id="intake-sms-body"
                label="문자 내용"
                max={INTAKE_LIMITS.smsBody}
                multiline
                rows={3}
                hint="90바이트(한글 45자)를 넘으면 장문 문자로 나갑니다."
              />
            </div>
            {/* Right under the fields on a phone, beside them on a wide screen. */}
            <IntakePreview
              office={officeFactsOf(site)}
              emailSubject={watched.ackEmailSubject ?? ""}
              emailBody={watched.ackEmailBody ?? ""}
              smsBody={watched.ackSmsBody ?? ""}
            />
          </div>
        </FormSection>

        <FormSection id="intake-alerts" title="긴급 알림 문자 (변호사)">
          <TextField
            form={form}
            name="alertPhone"
            id="intake-alert-phone"
            label="알림 받을 휴대전화"
            type="tel"
            required={false}
            placeholder="010-1234-5678"
            hint="비워 두면 긴급 알림 문자를 보내지 않습니다. 알림에는 접수번호와 긴급도만 담깁니다."
          />
          <fieldset className="space-y-1">
            <legend className="text-[15px] font-semibold text-slate-800">알림을 보낼 신청</legend>
            <label className={checkLabelClass}>
              <input type="radio" value="emergency" className={checkboxClass} {...form.register("alertUrgencies")} />
              매우 긴급만
            </label>
            <label className={checkLabelClass}>
              <input type="radio" value="emergency_and_urgent" className={checkboxClass} {...form.register("alertUrgencies")} />
              긴급과 매우 긴급
            </label>
          </fieldset>
        </FormSection>

        <FormSection
          id="intake-quiet"
          title="방해 금지 시간"
          description="이 시간에 들어온 긴급 알림은 끝나는 시각에 보냅니다(한국 시간). 신청인에게 가는 접수 확인은 바로 보냅니다."
        >
          <label className={`${checkLabelClass} md:col-span-2`}>
            <input type="checkbox" className={checkboxClass} {...form.register("quietHours.enabled")} />
            방해 금지 시간 사용
          </label>
          <Field id="intake-quiet-start" label="시작" required error={errorAt(form, "quietHours.start")}>
            <input type="time" className={inputClass} {...form.register("quietHours.start")} />
          </Field>
          <Field
            id="intake-quiet-end"
            label="끝"
            required
            hint="시작보다 이르면 다음 날 아침까지입니다."
            error={errorAt(form, "quietHours.end")}
          >
            <input type="time" className={inputClass} {...form.register("quietHours.end")} />
          </Field>
          <label className={`${checkLabelClass} md:col-span-2`}>
            <input type="checkbox" className={checkboxClass} {...form.register("quietHours.emergencyOverrides")} />
            매우 긴급 신청은 방해 금지 시간에도 바로 알림
          </label>
        </FormSection>

        <FormSection
          id="intake-first-contact"
          title="첫 연락 기한 (긴급도별)"
          description="상담 신청 목록의 남은 시간, 기한 초과와 '오늘 할 일 순' 정렬이 이 기한을 따릅니다. 보통·여유 신청은 사무소 정보의 답변 약속 시간을 따릅니다."
        >
          <Field
            id="intake-emergency-hours"
            label="매우 긴급: 접수 후 (시간)"
            required
            hint="방해 금지 시간에 들어온 신청은 그 시간이 끝난 뒤부터 셉니다 (예: 2시간이면 23시 접수 → 다음 날 10시)."
            error={errorAt(form, "firstContact.emergencyHours")}
          >
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={24}
              className={inputClass}
              {...form.register("firstContact.emergencyHours")}
            />
          </Field>
          <label className={`${checkLabelClass} md:col-span-2`}>
            <input type="checkbox" className={checkboxClass} {...form.register("firstContact.urgentSameDay")} />
            긴급: 접수한 날 밤 11시 59분까지 (밤 방해 금지 시간에 들어오면 다음 날까지). 끄면 답변 약속 시간을 따릅니다.
          </label>
        </FormSection>

        <FormSection
          id="intake-digest"
          title="아침 요약 메일"
          description="미처리·기한 초과 신청의 번호와 링크만 담은 메일을 사무소 메일로 보냅니다."
        >
          <label className={checkLabelClass}>
            <input type="checkbox" className={checkboxClass} {...form.register("digest.enabled")} />
            아침 요약 메일 받기
          </label>
          <Field id="intake-digest-time" label="보내는 시각" required error={errorAt(form, "digest.time")}>
            <input type="time" className={inputClass} {...form.register("digest.time")} />
          </Field>
        </FormSection>

        <FormSection
          id="intake-limits"
          title="발송 한도"
          description="상담 신청서는 누구나 쓸 수 있어, 다른 사람의 연락처로 접수 확인을 보내게 하거나 변호사 휴대전화를 계속 울리게 할 수 있습니다. 이를 막는 한도입니다."
        >
          <Field
            id="intake-limit-recipient"
            label="같은 연락처에 접수 확인을 한 번만 보내는 시간 (시간)"
            required
            error={errorAt(form, "limits.ackPerRecipientHours")}
          >
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={168}
              className={inputClass}
              {...form.register("limits.ackPerRecipientHours")}
            />
          </Field>
          <Field
            id="intake-limit-acks"
            label="시간당 접수 확인 한도 (건)"
            required
            hint="넘으면 신청은 접수하되 접수 확인은 보내지 않고, 신청인에게 그렇게 알립니다."
            error={errorAt(form, "limits.acksPerHour")}
          >
            <input type="number" inputMode="numeric" min={0} className={inputClass} {...form.register("limits.acksPerHour")} />
          </Field>
          <Field
            id="intake-limit-requests"
            label="10분당 신규 신청 한도 (건)"
            required
            hint="넘으면 신청을 받지 않고 대표 전화번호를 안내합니다."
            error={errorAt(form, "limits.requestsPer10Minutes")}
          >
            <input type="number" inputMode="numeric" min={1} className={inputClass} {...form.register("limits.requestsPer10Minutes")} />
          </Field>
          <Field
            id="intake-limit-alerts"
            label="긴급 알림 문자 최소 간격 (분)"
            required
            hint="그 사이에 들어온 긴급 신청은 모아 한 번에 알립니다 (예: 긴급 신청 3건)."
            error={errorAt(form, "limits.alertEveryMinutes")}
          >
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={240}
              className={inputClass}
              {...form.register("limits.alertEveryMinutes")}
            />
          </Field>
        </FormSection>

        <FormSection id="intake-reasons" title="미수임 사유" single description="상담 결과를 '미수임'으로 기록할 때 고르는 사유입니다.">
          <Controller
            control={form.control}
            name="notRetainedReasons"
            render={({ field }) => (
              <LineList
                id="intake-reasons-list"
                label="미수임 사유"
                lines={field.value ?? []}
                onChange={field.onChange}
                max={INTAKE_LIMITS.reasons}
                maxLength={INTAKE_LIMITS.reason}
                error={errorAt(form, "notRetainedReasons")}
                lineErrors={(field.value ?? []).map((_, i) => errorAt(form, `notRetainedReasons.${i}`))}
              />
            )}
          />
        </FormSection>

        <SaveBar dirty={form.formState.isDirty} name="접수 알림" pending={save.isPending} label="접수 알림 저장" />
      </form>
      <div className="min-w-0 space-y-5">
        <SettingsVersions kind="intake" subject="접수 알림 설정" onRestored={(value) => form.reset(value)} />
      </div>
    </div>
  );
}
