// Under a guide that names a deadline the calculator computes (the server tells: BoardPostDetail.namesDeadline),
// a link to the calculator. Kept small: every guide page loads it.
import { paths } from "@shared/pages/page-map";

export function DeadlineToolLink() {
  return (
    <aside aria-label="기한 계산" className="mt-10 rounded-xl bg-slate-50 p-4 text-[15px] text-slate-800">
      이 글에 나온 기한을 날짜로 확인하려면{" "}
      <a href={paths.criminalDeadline()} className="font-semibold text-brand-800 underline underline-offset-2">
        형사 기한 계산기
      </a>
      를 이용해 보세요.
    </aside>
  );
}
