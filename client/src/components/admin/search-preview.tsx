// How Google and Naver show the post in their results: title and description cut to what they display.
const cut = (text: string, max: number) => {
  const chars = Array.from(text.trim());
  return chars.length > max ? `${chars.slice(0, max).join("").trimEnd()}…` : chars.join("");
};

export function SearchPreview({ title, description, url }: { title: string; description: string; url: string }) {
  const shownTitle = cut(title, 60) || "제목을 입력하세요";
  const shownDescription = cut(description, 160) || "메타 설명이나 요약을 입력하세요";
  return (
    <div className="space-y-3">
      <div className="rounded-lg border border-slate-200 p-3">
        <p className="text-xs font-semibold text-slate-600">Google</p>
        <p className="mt-1 break-all text-sm text-green-800">{url}</p>
        <p className="break-words text-lg leading-snug text-[#1a0dab]">{shownTitle}</p>
        <p className="mt-0.5 break-words text-sm text-slate-700">{shownDescription}</p>
      </div>
      <div className="rounded-lg border border-slate-200 p-3">
        <p className="text-xs font-semibold text-slate-600">네이버</p>
        <p className="mt-1 break-words text-base font-semibold text-[#0c43b7]">{shownTitle}</p>
        <p className="mt-0.5 break-words text-sm text-slate-700">{shownDescription}</p>
        <p className="mt-1 break-all text-xs text-green-800">{url}</p>
      </div>
    </div>
  );
}
