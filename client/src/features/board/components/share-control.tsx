import { useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";

/** Copy the link; the device's share sheet (KakaoTalk, messages…) where the Web Share API exists; Naver share. */
export function ShareControl({ url, title }: { url: string; title: string }) {
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === "function"), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "링크가 복사되었습니다", description: "카카오톡이나 메시지에 붙여넣어 공유하세요." });
    } catch {
      toast({ title: "복사하지 못했습니다", description: url, variant: "destructive" });
    }
  };
  const naver = `https://share.naver.com/web/shareView?url=${encodeURIComponent(url)}&title=${encodeURIComponent(title)}`;
  const button =
    "inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-[15px] font-medium text-slate-800 hover:bg-slate-50";
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="공유하기">
      <button type="button" onClick={copy} className={button}>
        링크 복사
      </button>
      {canShare && (
        <button type="button" onClick={() => navigator.share({ title, url }).catch(() => undefined)} className={button}>
          공유하기 (카카오톡 등)
        </button>
      )}
      <a href={naver} target="_blank" rel="noopener noreferrer" className={button}>
        네이버 공유
      </a>
    </div>
  );
}
