// What Google's Rich Results reader would take from the document being edited.
import { readRichResults } from "../rich-results";

export function RichResultsPreview({ value }: { value: unknown }) {
  const items = readRichResults(value);
  return (
    <section aria-labelledby="rich-preview-heading" className="space-y-2">
      <h3 id="rich-preview-heading" className="text-sm font-semibold text-slate-700">
        Google 리치 결과 미리보기
      </h3>
      {items.length === 0 && <p className="text-sm text-slate-600">읽을 수 있는 항목이 없습니다.</p>}
      <ul className="space-y-2">
        {items.map((item, i) => (
          <li key={i} className="rounded-lg border border-slate-200 p-3 text-sm">
            {/* The Korean name first; the schema.org type in small print, as the JSON-LD spells it. */}
            <p className="font-semibold text-slate-900">{item.kind ?? item.type}</p>
            {item.kind && <p className="font-mono text-xs text-slate-600">{item.type}</p>}
            {item.properties.length > 0 && (
              <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
                {item.properties.map((p) => (
                  <div key={p.label} className="contents">
                    <dt className="text-slate-600">{p.label}</dt>
                    <dd className="break-all text-slate-900">{p.value}</dd>
                  </div>
                ))}
              </dl>
            )}
            {item.problems.length > 0 && (
              <ul className="mt-2 space-y-0.5 text-red-800">
                {item.problems.map((p) => (
                  <li key={p}>⚠ {p}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
