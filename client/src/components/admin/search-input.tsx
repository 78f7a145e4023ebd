// A back-office list's search box: what is typed applies after a short pause, or at once on Enter; a search
// set from outside (a reset, a link, back/forward) replaces the text.
import { useEffect, useRef, useState } from "react";
import { inputClass } from "@/components/form/field";

const DEBOUNCE_MS = 300;

interface SearchInputProps {
  id: string;
  /** The search in effect (the URL's). */
  value: string;
  onSearch: (text: string) => void;
  /** What can be searched, e.g. "이름, 연락처, 이메일". */
  placeholder: string;
  maxLength: number;
}

export function SearchInput({ id, value, onSearch, placeholder, maxLength }: SearchInputProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });

  const pending = text.trim() !== value;
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => latest.current(text.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [pending, text]);

  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        if (pending) onSearch(text.trim());
      }}
    >
      <input
        id={id}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={placeholder}
        maxLength={maxLength}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className={inputClass}
      />
    </form>
  );
}
