// The search box of the interview list. It keeps what is typed (spaces and all) while reporting each
// change, and takes over a new `value` that comes from outside (back/forward, a link to /interview).
import { useRef, useState } from "react";

export interface InterviewSearchBoxProps {
  /** The search in effect (e.g. the URL's `q`). */
  value: string;
  onSearch: (text: string) => void;
}

export function InterviewSearchBox({ value, onSearch }: InterviewSearchBoxProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }
  const input = useRef<HTMLInputElement>(null);
  const change = (next: string) => {
    setText(next);
    onSearch(next);
  };

  return (
    <form role="search" onSubmit={(e) => e.preventDefault()} className="relative mx-auto w-full max-w-xl">
      <label htmlFor="interview-search" className="sr-only">
        인터뷰 검색
      </label>
      <svg
        aria-hidden="true"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        className="pointer-events-none absolute left-4 top-1/2 -translate-y-1/2 text-slate-400"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-3.5-3.5" />
      </svg>
      <input
        ref={input}
        id="interview-search"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder="인터뷰 검색..."
        value={text}
        onChange={(e) => change(e.target.value)}
        className="w-full rounded-xl border border-slate-300 bg-white py-3 pl-12 pr-12 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 [&::-webkit-search-cancel-button]:appearance-none"
      />
      {text !== "" && (
        <button
          type="button"
          aria-label="검색어 지우기"
          onClick={() => {
            change("");
            input.current?.focus();
          }}
          className="absolute right-2 top-1/2 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      )}
    </form>
  );
}
