// /interview: client interviews (고객 인터뷰), searchable; the search text lives in the URL (?q=) so a
// search can be shared and is rendered on the server. Also shown, with a 404, for an unknown interview.
import { useState, type ReactNode } from "react";
import { useLocation, useSearch } from "wouter";
import { SAMPLE_INTERVIEWS_LIST_NOTICE, TESTIMONIAL_NOTICE } from "@shared/office/site-facts";
import { useSite } from "@/lib/site";
import { searchTextFromQueryString } from "@shared/lib/url-search";
import { useInterviews } from "@/features/interviews/api/get-interviews";
import { InterviewCard } from "@/features/interviews/components/interview-card";
import { InterviewSearchBox } from "@/features/interviews/components/interview-search-box";
import { InterviewGridSkeleton } from "@/features/interviews/components/interview-skeletons";
import { useHead, useHttpStatus } from "@/lib/head";
import { cn } from "@/lib/cn";
import { paths, withSearch } from "@shared/pages/page-map";

const listTitle = (officeName: string) => `고객 인터뷰 | ${officeName}`;
// No claim that the stories are real cases: while shipped samples are shown they are not (the notices below say which).
const LIST_DESCRIPTION = "형사사건을 겪은 분이 들려주는 사건 이야기입니다. 사건이 어떻게 시작되고 어떤 과정을 거쳤는지 확인해 보세요.";

export function InterviewListPage() {
  const q = searchTextFromQueryString(useSearch());
  const [, navigate] = useLocation();
  const site = useSite();
  useHead({
    title: listTitle(site.officeName),
    description: LIST_DESCRIPTION,
    canonicalPath: paths.interviewList(),
    keywords: "고객 인터뷰, 형사사건 이야기, 약식명령 정식재판 청구, 사기 고소, 변호사 상담",
    ogImage: "/attached_assets/og-default.png",
    structuredData: { page: "interviewList" },
  });
  const search = (text: string) => {
    const trimmed = text.trim();
    navigate(withSearch(paths.interviewList(), trimmed), { replace: true });
  };
  return <InterviewListScreen q={q} onSearch={search} />;
}

/** The list answering an interview address that matches nothing: status 404, no structured data. */
export function InterviewNotFoundList() {
  useHttpStatus(404);
  const site = useSite();
  useHead({
    title: listTitle(site.officeName),
    description: LIST_DESCRIPTION,
    canonicalPath: paths.interviewList(),
    robots: "noindex,follow",
  });
  // The address is not the list's, so the search stays on this screen instead of moving to /interview.
  const [q, setQ] = useState("");
  return (
    <InterviewListScreen q={q} onSearch={setQ}>
      <p
        role="alert"
        className="mx-auto mt-6 max-w-xl rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-center text-[15px] text-amber-900"
      >
        찾으시는 인터뷰가 없거나 주소가 바뀌었습니다. 아래 목록에서 다른 인터뷰를 확인해 주세요.
      </p>
    </InterviewListScreen>
  );
}

interface InterviewListScreenProps {
  q: string;
  onSearch: (text: string) => void;
  children?: ReactNode;
}

function InterviewListScreen({ q, onSearch, children }: InterviewListScreenProps) {
  const searching = q.trim() !== "";
  const { data, isPending, isError, isPlaceholderData } = useInterviews(q);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <header className="text-center">
        <h1 className="text-3xl font-extrabold text-slate-900 md:text-4xl">고객 인터뷰</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-slate-600">{LIST_DESCRIPTION}</p>
        {data?.some((i) => i.isSample) && (
          <p
            role="note"
            className="mx-auto mt-3 max-w-2xl rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-[15px] font-medium text-amber-900"
          >
            {SAMPLE_INTERVIEWS_LIST_NOTICE}
          </p>
        )}
        {data?.some((i) => !i.isSample) && <p className="mx-auto mt-2 max-w-2xl text-sm text-slate-600">{TESTIMONIAL_NOTICE}</p>}
      </header>
      {children}
      <div className="mt-10">
        <InterviewSearchBox value={q} onSearch={onSearch} />
      </div>
      <p role="status" className="mt-4 min-h-7 text-center text-[15px] font-medium text-slate-700">
        {searching && data && !isPlaceholderData ? `검색 결과: ${data.length}건` : ""}
      </p>
      <div className="mt-4">
        {isPending ? (
          <InterviewGridSkeleton />
        ) : isError ? (
          <p className="rounded-xl bg-white p-8 text-center text-slate-600 shadow-sm">
            인터뷰를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.
          </p>
        ) : data.length === 0 ? (
          <EmptyState searching={searching} />
        ) : (
          <div className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-3", isPlaceholderData && "opacity-60 transition-opacity")}>
            {data.map((interview, i) => (
              <InterviewCard key={interview.id} interview={interview} featured={i === 0} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

function EmptyState({ searching }: { searching: boolean }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <p className="text-lg font-bold text-slate-900">{searching ? "검색 결과가 없습니다" : "고객 인터뷰가 없습니다"}</p>
      <p className="mt-2 text-slate-600">
        {searching ? "다른 검색어로 다시 검색해 보세요." : "의뢰인의 동의를 받은 이야기가 생기면 이곳에 싣겠습니다."}
      </p>
    </div>
  );
}
