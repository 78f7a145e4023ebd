import { useSite } from "@/lib/site";

const FEATURES = [
  { title: "상담 신청 관리", text: "접수된 상담 신청을 확인하고 상태, 담당자, 메모를 관리합니다." },
  { title: "게시글 작성·관리", text: "법률 정보 게시글을 작성하고 수정하거나 게시를 중단합니다." },
  { title: "검색 노출(SEO) 설정", text: "페이지별 검색 제목, 설명과 구조화 데이터를 설정합니다." },
  { title: "개인정보 접근 기록", text: "누가 언제 상담 정보를 조회·수정·내보냈는지 기록으로 남깁니다." },
];

/** What the back office is for; shown beside the login form on large screens only. */
export function AdminFeaturesPanel() {
  const site = useSite();
  return (
    <aside
      aria-labelledby="admin-features-heading"
      className="hidden bg-brand-800 text-white lg:flex lg:w-[44%] lg:max-w-xl lg:flex-col lg:justify-center lg:px-12 lg:py-16"
    >
      <p className="text-sm font-semibold tracking-wide text-brand-100">{site.officeName}</p>
      <h2 id="admin-features-heading" className="mt-3 text-3xl font-extrabold leading-snug">
        관리자 전용 공간
      </h2>
      <p className="mt-4 text-base leading-relaxed text-brand-100">
        의뢰인의 민감한 정보를 다루는 공간입니다. 권한이 있는 분만 로그인해 주세요.
      </p>
      <ul className="mt-10 space-y-6">
        {FEATURES.map((f) => (
          <li key={f.title} className="flex gap-4">
            <span aria-hidden="true" className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-amber-300" />
            <div>
              <h3 className="text-lg font-bold">{f.title}</h3>
              <p className="mt-1 text-[15px] leading-relaxed text-brand-100">{f.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
