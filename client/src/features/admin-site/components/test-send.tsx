// A "테스트 발송" control: an address (or a number), a button, and the provider's answer as it came back: the
// server's reply or message id, or its refusal in Korean.
import { useId, useState } from "react";
import { failureText } from "@/components/admin/api-errors";
import { secondaryButtonClass } from "@/components/admin/button-styles";
import { inputClass } from "@/components/form/field";
import { useTestSend } from "../api/delivery-settings";

export function TestSend({ channel, label, placeholder }: { channel: "email" | "sms"; label: string; placeholder: string }) {
  const id = useId();
  const [to, setTo] = useState("");
  const send = useTestSend(channel);
  const answer = send.isSuccess ? send.data.message : send.isError ? failureText(send.error) : "";
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-[15px] font-semibold text-slate-800">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          type={channel === "email" ? "email" : "tel"}
          inputMode={channel === "email" ? "email" : "tel"}
          autoComplete="off"
          className={`${inputClass} min-w-0 flex-1 basis-48`}
          placeholder={placeholder}
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
        <button type="button" className={secondaryButtonClass} disabled={send.isPending || !to.trim()} onClick={() => send.mutate(to)}>
          {send.isPending ? "보내는 중..." : channel === "email" ? "테스트 메일 보내기" : "테스트 문자 보내기"}
        </button>
      </div>
      <p role="status" className={`text-sm font-medium ${send.isError ? "text-red-700" : "text-emerald-800"}`}>
        {answer}
      </p>
    </div>
  );
}
