// "메일·문자 발송" in 접수 알림: the mail server (SMTP), the alert address and the text provider, with test sends.
// The secrets are never shown: a saved one reads "저장됨 · 바꾸려면 새로 입력", and an empty field keeps it. What the
// server's environment sets wins, and the form says so above the fields it overrides.
import { formatPhone } from "@shared/lib/phone";
import { deliverySettingsSchema, SMS_PROVIDERS, type DeliverySettingsView } from "@shared/office/delivery-settings";
import { errorDetail } from "@/components/admin/api-errors";
import { ErrorState, LoadingState } from "@/components/admin/data-state";
import { Field, inputClass } from "@/components/form/field";
import { useZodForm } from "@/components/form/use-zod-form";
import { toast } from "@/components/ui/toast";
import { useDeliverySettings, useSaveDeliverySettings } from "../api/delivery-settings";
import { errorAt, FormSection, reportInvalid, reportSaveFailure, TextField } from "./form-parts";
import { SaveBar } from "./save-bar";
import { TestSend } from "./test-send";

const SAVED_SECRET = "저장됨 · 바꾸려면 새로 입력";

function ServerNote({ what }: { what: string }) {
  return (
    <p className="rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950 md:col-span-2">
      <strong>서버 설정값이 사용 중입니다.</strong> {what}은(는) 서버에 설정된 값으로 보내며, 아래 입력값은 서버 설정이 없어지면 쓰입니다.
    </p>
  );
}

const formValues = (view: DeliverySettingsView) => ({
  ...view.settings,
  sms: { ...view.settings.sms, sender: view.settings.sms.sender ? formatPhone(view.settings.sms.sender) : "" },
});

export function DeliverySettingsSection() {
  const delivery = useDeliverySettings();
  if (delivery.isPending) return <LoadingState />;
  if (delivery.isError) return <ErrorState detail={errorDetail(delivery.error)} onRetry={() => void delivery.refetch()} />;
  return <DeliverySettingsForm view={delivery.data} />;
}

function DeliverySettingsForm({ view }: { view: DeliverySettingsView }) {
  const form = useZodForm(deliverySettingsSchema, formValues(view));
  const save = useSaveDeliverySettings();
  const dirty = form.formState.isDirty;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(formValues(saved));
      toast({ title: "저장 완료", description: "메일·문자 발송 설정을 저장했습니다. 다음 발송부터 적용됩니다." });
    } catch (error) {
      reportSaveFailure(form, error);
    }
  }, reportInvalid);
  const { overrides, saved } = view;

  return (
    <div className="space-y-5">
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5" aria-label="메일·문자 발송 설정">
        <FormSection
          id="delivery-mail"
          title="메일 발송"
          description="상담 신청 알림, 아침 요약, 신청인에게 가는 접수 확인 메일이 이 메일 서버로 나갑니다. 메일 업체(예: 네이버 웍스, 구글 워크스페이스)의 SMTP 안내에 있는 값을 넣어주세요."
        >
          {(overrides.smtp || overrides.notifyEmail) && <ServerNote what={overrides.smtp ? "메일" : "알림 받을 이메일"} />}
          <TextField
            form={form}
            name="notifyEmail"
            id="delivery-notify-email"
            label="알림 받을 이메일 (변호사)"
            type="email"
            required={false}
            className="md:col-span-2"
            placeholder="lawyer@example.com"
            hint="새 상담 신청 알림과 아침 요약 메일을 받을 주소입니다. 알림에는 접수번호와 긴급도만 담깁니다."
          />
          <TextField
            form={form}
            name="smtp.host"
            id="delivery-smtp-host"
            label="메일 서버 주소 (SMTP)"
            required={false}
            placeholder="smtp.example.com"
          />
          <TextField
            form={form}
            name="smtp.port"
            id="delivery-smtp-port"
            label="포트"
            type="number"
            hint="보통 587(보안 연결 끔) 또는 465(보안 연결 켬)입니다."
          />
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-[15px] text-slate-900 md:col-span-2">
            <input type="checkbox" className="h-5 w-5 shrink-0 accent-brand-700" {...form.register("smtp.secure")} />
            처음부터 보안 연결(SSL/TLS)로 접속 (465 포트)
          </label>
          <TextField form={form} name="smtp.user" id="delivery-smtp-user" label="아이디" required={false} autoComplete="off" />
          <Field
            id="delivery-smtp-password"
            label="비밀번호"
            required={false}
            hint={
              saved.smtpPassword
                ? "저장된 비밀번호는 보이지 않습니다. 비워 두면 그대로 씁니다."
                : "메일 업체가 앱 비밀번호를 따로 주면 그것을 넣어주세요."
            }
            error={errorAt(form, "smtp.password")}
          >
            <input
              type="password"
              autoComplete="new-password"
              className={inputClass}
              placeholder={saved.smtpPassword ? SAVED_SECRET : ""}
              {...form.register("smtp.password")}
            />
          </Field>
          <TextField
            form={form}
            name="smtp.from"
            id="delivery-smtp-from"
            label="보내는 이메일"
            type="email"
            required={false}
            placeholder="no-reply@example.com"
            hint="메일 업체에서 보내기를 허용한 주소여야 합니다."
          />
        </FormSection>

        <FormSection
          id="delivery-sms"
          title="문자 발송"
          description="접수 확인 문자(신청인이 동의한 경우)와 긴급 알림 문자가 이 업체로 나갑니다. 업체와 계약하고 발신번호를 등록한 뒤 입력해주세요."
        >
          {overrides.sms && <ServerNote what="문자" />}
          <Field id="delivery-sms-provider" label="문자 발송 업체" required={false} error={errorAt(form, "sms.provider")}>
            <select className={inputClass} {...form.register("sms.provider")}>
              <option value="">사용 안 함</option>
              {Object.entries(SMS_PROVIDERS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </Field>
          <TextField
            form={form}
            name="sms.sender"
            id="delivery-sms-sender"
            label="발신번호"
            type="tel"
            required={false}
            placeholder="02-1234-5678"
          />
          <TextField form={form} name="sms.apiKey" id="delivery-sms-key" label="API 키" required={false} />
          <Field
            id="delivery-sms-secret"
            label="API 시크릿"
            required={false}
            hint={saved.smsApiSecret ? "저장된 시크릿은 보이지 않습니다. 비워 두면 그대로 씁니다." : undefined}
            error={errorAt(form, "sms.apiSecret")}
          >
            <input
              type="password"
              autoComplete="new-password"
              className={inputClass}
              placeholder={saved.smsApiSecret ? SAVED_SECRET : ""}
              {...form.register("sms.apiSecret")}
            />
          </Field>
        </FormSection>

        <SaveBar inline dirty={dirty} name="메일·문자 발송" pending={save.isPending} label="메일·문자 설정 저장" />
      </form>

      <FormSection
        id="delivery-test"
        title="테스트 발송"
        description={
          dirty
            ? "저장하지 않은 변경은 테스트에 쓰이지 않습니다. 먼저 저장해주세요."
            : "지금 저장된 설정으로 바로 보내고, 업체의 응답을 그대로 보여줍니다."
        }
      >
        <TestSend channel="email" label="테스트 메일 받을 주소" placeholder="lawyer@example.com" />
        <TestSend channel="sms" label="테스트 문자 받을 휴대전화" placeholder="010-1234-5678" />
      </FormSection>
    </div>
  );
}
