// Search, category, state and sort of the posts list; stacked on phones, one row on wide screens.
import { useEffect, useRef, useState, type ReactElement } from "react";
import type { AdminCategory } from "@shared/admin-posts";
import { secondaryButtonClass } from "@/components/admin/button-styles";
import { inputClass } from "@/components/form/field";
import type { PostFilterValues } from "../api/get-posts";
import { STATUS_LABELS } from "./post-status-badge";

interface PostFilterBarProps {
  filters: PostFilterValues;
  categories: AdminCategory[];
  hasFilters: boolean;
  onChange: (changes: Partial<PostFilterValues>) => void;
  onReset: () => void;
}

export function PostFilterBar({ filters, categories, hasFilters, onChange, onReset }: PostFilterBarProps) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end">
        <FilterField id="posts-filter-search" label="검색" className="sm:col-span-2 lg:col-span-1">
          <SearchInput id="posts-filter-search" value={filters.search} onSearch={(search) => onChange({ search })} />
        </FilterField>
        <FilterField id="posts-filter-category" label="카테고리">
          <select id="posts-filter-category" value={filters.category} onChange={(e) => onChange({ category: e.target.value })} className={inputClass}>
            <option value="">전체</option>
            {categories.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id="posts-filter-status" label="상태">
          <select id="posts-filter-status" value={filters.status} onChange={(e) => onChange({ status: e.target.value })} className={inputClass}>
            <option value="">전체</option>
            {Object.entries(STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id="posts-filter-sort" label="정렬">
          <select id="posts-filter-sort" value={filters.sort} onChange={(e) => onChange({ sort: e.target.value })} className={inputClass}>
            <option value="">최신순</option>
            <option value="consultations">상담 많은 순</option>
            <option value="views">조회 많은 순</option>
          </select>
        </FilterField>
        {hasFilters && (
          <button type="button" onClick={onReset} className={`${secondaryButtonClass} min-h-12 sm:col-span-2 lg:col-span-1`}>
            필터 초기화
          </button>
        )}
      </div>
    </div>
  );
}

function FilterField({ id, label, className, children }: { id: string; label: string; className?: string; children: ReactElement }) {
  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ""}`}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}

/** Applies what is typed after a short pause, or at once on Enter; a search set from outside replaces the text. */
function SearchInput({ id, value, onSearch }: { id: string; value: string; onSearch: (text: string) => void }) {
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
    const timer = window.setTimeout(() => latest.current(text.trim()), 300);
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
        placeholder="제목, 내용"
        maxLength={100}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className={inputClass}
      />
    </form>
  );
}
