import { trackCtaClick } from "@/lib/analytics";
import { cn } from "@/lib/cn";
import { useSite } from "@/lib/site";

/**
 * A consultation by KakaoTalk, when the office has given its channel's address: shown beside the phone number and
 * the form, and counted like the other calls to action.
 */
export function KakaoChannelLink({ source, pageSource, className }: { source: string; pageSource: string; className?: string }) {
  const url = useSite().social.kakaoChannel;
  if (!url) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => trackCtaClick(source, "kakao_channel", pageSource)}
      className={cn("rounded-lg bg-[#FEE500] px-4 py-2 text-center font-semibold text-[#191919] hover:bg-[#f5dc00]", className)}
    >
      카카오톡 상담<span className="sr-only"> (새 창)</span>
    </a>
  );
}
