// The saved settings, one card each: the page, what search results show, and edit / delete.
import { PAGE_TYPE_LABELS, type AdminSeoSetting } from "@shared/seo/seo-settings-input";
import { formatKoreanDateTime } from "@shared/lib/dates";
import { dangerButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { EmptyState } from "@/components/admin/data-state";
import { useDeleteSeoSetting } from "../api/save-seo-setting";

const DELETE_CONFIRM = "정말 이 SEO 설정을 삭제하시겠습니까? 이 페이지는 기본값으로 표시됩니다.";

function pageLabel(setting: Pick<AdminSeoSetting, "pageType" | "pageId">): string {
  return `${PAGE_TYPE_LABELS[setting.pageType]}${setting.pageId ? ` · ${setting.pageId}` : ""}`;
}

export function SeoSettingList({ settings, onEdit }: { settings: AdminSeoSetting[]; onEdit: (setting: AdminSeoSetting) => void }) {
  const remove = useDeleteSeoSetting();
  if (settings.length === 0) return <EmptyState>저장된 SEO 설정이 없습니다. 모든 페이지가 기본값으로 표시됩니다.</EmptyState>;
  const confirmDelete = (setting: AdminSeoSetting) => {
    if (!window.confirm(DELETE_CONFIRM)) return;
    remove.mutate({ id: setting.id, label: pageLabel(setting) });
  };
  return (
    <ul className="space-y-3">
      {settings.map((s) => (
        <li key={s.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:p-5">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800">{pageLabel(s)}</span>
            <span
              className={
                s.isActive
                  ? "rounded-full bg-green-50 px-2.5 py-0.5 font-semibold text-green-800"
                  : "rounded-full bg-slate-100 px-2.5 py-0.5 font-semibold text-slate-700"
              }
            >
              {s.isActive ? "사용 중" : "사용 안 함"}
            </span>
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-700">{s.robots}</span>
            {s.structuredData && <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-amber-900">구조화 데이터 직접 입력</span>}
          </div>
          <p className="mt-3 break-words text-lg font-semibold text-slate-900">{s.title}</p>
          <p className="mt-1 break-words text-[15px] text-slate-700">{s.description}</p>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600">수정 {formatKoreanDateTime(s.updatedAt)}</p>
            <div className="flex gap-2">
              <button type="button" onClick={() => onEdit(s)} className={secondaryButtonClass} aria-label={`${pageLabel(s)} SEO 설정 수정`}>
                수정
              </button>
              <button
                type="button"
                onClick={() => confirmDelete(s)}
                className={dangerButtonClass}
                aria-label={`${pageLabel(s)} SEO 설정 삭제`}
                disabled={remove.isPending}
              >
                삭제
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
