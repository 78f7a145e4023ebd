// Whom the request is about: a phone number or an e-mail address, checked like the server checks it.
import { subjectLookupSchema, type SubjectLookup, type SubjectLookupInput } from "@shared/intake/subject-requests";
import { primaryButtonClass } from "@/components/admin/button-styles";
import { Field, inputClass } from "@/components/form/field";
import { useZodForm } from "@/components/form/use-zod-form";

export function SubjectLookupForm({ pending, onLookup }: { pending: boolean; onLookup: (lookup: SubjectLookup) => void }) {
  const form = useZodForm(subjectLookupSchema, { by: "phone", value: "" } as SubjectLookupInput);
  const { register, handleSubmit, formState, watch } = form;
  const by = watch("by");
  const valueError = (formState.errors as { value?: { message?: string } }).value?.message;
  return (
    <form
      onSubmit={handleSubmit(onLookup)}
      noValidate
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm md:grid-cols-[12rem_1fr_auto] md:items-start"
    >
      <Field id="subject-by" label="찾는 방법" required>
        <select className={inputClass} {...register("by")}>
          <option value="phone">전화번호</option>
          <option value="email">이메일</option>
        </select>
      </Field>
      <Field id="subject-value" label={by === "email" ? "이메일 주소" : "전화번호"} required error={valueError}>
        <input
          className={inputClass}
          type={by === "email" ? "email" : "tel"}
          inputMode={by === "email" ? "email" : "tel"}
          autoComplete="off"
          placeholder={by === "email" ? "name@example.com" : "010-1234-5678"}
          {...register("value")}
        />
      </Field>
      <button type="submit" disabled={pending} className={`${primaryButtonClass} md:mt-8`}>
        {pending ? "찾는 중..." : "기록 찾기"}
      </button>
    </form>
  );
}
