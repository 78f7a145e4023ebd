// Under a guide's review line: a short notice for each cited article changed in force after the guide's law date,
// until the attorney reviews it again (the law watch).
export function LawChangeNotice({ notices }: { notices: readonly string[] | undefined }) {
  if (!notices?.length) return null;
  return (
    <div
      role="note"
      className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
      data-testid="law-change-notice"
    >
      {notices.map((n) => (
        <p key={n}>{n}</p>
      ))}
    </div>
  );
}
