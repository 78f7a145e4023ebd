// Placeholders shown while interviews load on client-side navigation.

export function InterviewGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div aria-busy="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">로딩 중...</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} aria-hidden="true" className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          <div className="aspect-video w-full animate-pulse bg-slate-200" />
          <div className="space-y-3 p-5">
            <div className="h-5 w-11/12 animate-pulse rounded bg-slate-200" />
            <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
            <div className="h-4 w-full animate-pulse rounded bg-slate-100" />
            <div className="h-4 w-5/6 animate-pulse rounded bg-slate-100" />
            <div className="h-4 w-1/3 animate-pulse rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function InterviewDetailSkeleton() {
  return (
    <div aria-busy="true" className="mx-auto max-w-6xl px-4 py-10 md:py-14">
      <span className="sr-only">로딩 중...</span>
      <div aria-hidden="true" className="space-y-4">
        <div className="h-5 w-44 animate-pulse rounded bg-slate-200" />
        <div className="h-6 w-24 animate-pulse rounded-full bg-slate-200" />
        <div className="h-9 w-3/4 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-32 animate-pulse rounded bg-slate-100" />
        <div className="aspect-video max-h-[400px] w-full animate-pulse rounded-xl bg-slate-200" />
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="h-5 w-full animate-pulse rounded bg-slate-100" />
        ))}
      </div>
    </div>
  );
}
