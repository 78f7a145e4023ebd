// Recovery codes, shown once right after they are made: copy them, save them as a file, then confirm.
import { useState } from "react";
import { primaryButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { saveBlob } from "@/components/admin/save-file";
import { useSite } from "@/lib/site";

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const site = useSite();
  const [copied, setCopied] = useState(false);
  const text = [`${site.officeName} 관리자 2단계 인증 복구 코드`, "각 코드는 한 번만 사용할 수 있습니다.", "", ...codes].join("\n");
  const copy = () => {
    void navigator.clipboard?.writeText(text).then(() => setCopied(true));
  };
  const download = () => saveBlob(new Blob([`${text}\n`], { type: "text/plain;charset=utf-8" }), "recovery-codes.txt");
  return (
    <div className="space-y-4">
      <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-[15px] text-amber-900">
        <p className="font-semibold">복구 코드는 지금 한 번만 표시됩니다.</p>
        <p className="mt-1">
          휴대전화를 잃어버렸을 때 인증 코드 대신 입력할 수 있습니다. 각 코드는 한 번만 쓸 수 있으니 안전한 곳에 보관해주세요.
        </p>
      </div>
      <ol
        aria-label="복구 코드"
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-[15px] text-slate-900 sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={copy} className={secondaryButtonClass}>
          {copied ? "복사했습니다" : "복사"}
        </button>
        <button type="button" onClick={download} className={secondaryButtonClass}>
          텍스트 파일로 저장
        </button>
        <button type="button" onClick={onDone} className={primaryButtonClass}>
          안전하게 보관했습니다
        </button>
      </div>
    </div>
  );
}
