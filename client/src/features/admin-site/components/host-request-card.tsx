// "호스팅 담당자에게 보낼 내용": what only the server's host can do (the https address, the encrypted backups), as a
// request the attorney copies and sends. The variable names the host needs stay behind "기술 정보".
import { hostRequestText, type LaunchItem } from "@shared/office/launch-checklist";
import { CopyButton } from "@/components/admin/copy-button";
import { useSite } from "@/lib/site";

export function HostRequestCard({ items }: { items: readonly LaunchItem[] }) {
  const site = useSite();
  const hosted = items.filter((item) => item.host);
  if (hosted.length === 0) return null;
  const text = hostRequestText(items, site.officeName);
  return (
    <section aria-labelledby="host-request-heading" className="mt-4 rounded-lg border border-amber-200 bg-white p-4">
      <h3 id="host-request-heading" className="text-base font-bold text-slate-900">
        호스팅 담당자에게 보낼 내용
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        아래 {hosted.length}가지는 서버에서만 바꿀 수 있습니다. 내용을 복사해 서버를 관리하는 분께 보내주세요.
      </p>
      <ol className="mt-3 list-decimal space-y-1 pl-5 text-[15px] text-slate-900">
        {hosted.map((item) => (
          <li key={item.id}>{item.host!.request}</li>
        ))}
      </ol>
      <CopyButton text={text} label="요청 내용 복사" className="mt-3" />
      <details className="mt-3 text-sm text-slate-700">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-slate-800">기술 정보</summary>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {hosted.map((item) => (
            <li key={item.id} className="break-words">
              {item.host!.technical}
            </li>
          ))}
        </ul>
        <p className="mt-2">복사한 요청 내용에는 이 기술 정보도 들어 있습니다.</p>
      </details>
    </section>
  );
}
