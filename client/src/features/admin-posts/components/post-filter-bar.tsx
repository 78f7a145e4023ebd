// Search, category, state and sort of the posts list; stacked on phones, one row on wide screens.
import type { AdminCategory } from "@shared/content/admin-posts";
import { POST_LIST_SEARCH_MAX } from "@shared/content/post-input";
import { secondaryButtonClass } from "@/components/admin/button-styles";
import { FilterField } from "@/components/admin/filter-field";
import { SearchInput } from "@/components/admin/search-input";
import { inputClass } from "@/components/form/field";
import type { PostFilterValues } from "../api/get-posts";
import { StatusSelect } from "@/components/content-editor/list-parts";

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
          <SearchInput
            id="posts-filter-search"
            value={filters.search}
            onSearch={(search) => onChange({ search })}
            placeholder="제목, 내용"
            maxLength={POST_LIST_SEARCH_MAX}
          />
        </FilterField>
        <FilterField id="posts-filter-category" label="카테고리">
          <select
            id="posts-filter-category"
            value={filters.category}
            onChange={(e) => onChange({ category: e.target.value })}
            className={inputClass}
          >
            <option value="">전체</option>
            {categories.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id="posts-filter-status" label="상태">
          <StatusSelect id="posts-filter-status" value={filters.status} onChange={(status) => onChange({ status })} />
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
