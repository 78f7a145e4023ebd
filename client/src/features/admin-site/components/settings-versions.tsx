// The saved versions of a setting, newest first: who saved it, when, which one is in use ("현재"), and a restore
// (after a confirm) that saves the old value again as the newest version.
import { formatKoreanDateTime } from "@shared/lib/dates";
import { errorDetail, toastFailure } from "@/components/admin/api-errors";
import { secondaryButtonClass } from "@/components/admin/button-styles";
import { ErrorState, LoadingState } from "@/components/admin/data-state";
import { toast } from "@/components/ui/toast";
import { useSettingsVersions } from "../api/get-settings-versions";
import type { SettingsDocs, PlainSettingsKind } from "@shared/settings/settings-kinds";
import { useRestoreSettingsVersion } from "../api/restore-settings-version";

interface SettingsVersionsProps<K extends PlainSettingsKind> {
  kind: K;
  /** What the versions are of, e.g. "사무소 정보" (headings and the confirm). */
  subject: string;
  /** The restored value, to show in the form. */
  onRestored: (value: SettingsDocs[K]) => void;
}

export function SettingsVersions<K extends PlainSettingsKind>({ kind, subject, onRestored }: SettingsVersionsProps<K>) {
  const versions = useSettingsVersions(kind);
  const restore = useRestoreSettingsVersion(kind);
  const headingId = `${kind}-versions-heading`;

  const onRestore = (id: number, when: string) => {
    if (!window.confirm(`${when}에 저장한 ${subject}로 되돌리시겠습니까? 지금 내용은 버전 목록에 남습니다.`)) return;
    restore.mutate(id, {
      onSuccess: (value) => {
        onRestored(value);
        toast({ title: "되돌리기 완료", description: `${when}에 저장한 ${subject}를 다시 적용했습니다.` });
      },
      onError: (error) => toastFailure("되돌리기 실패", error),
    });
  };

  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-5 shadow-sm">
      <h3 id={headingId} className="text-lg font-bold text-slate-900">
        저장 기록
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        저장할 때마다 버전이 남습니다. 이전 버전으로 되돌려도 지금 내용은 목록에 그대로 남습니다.
      </p>
      {versions.isPending ? (
        <LoadingState className="py-6" />
      ) : versions.isError ? (
        <ErrorState className="py-6" detail={errorDetail(versions.error)} onRetry={() => void versions.refetch()} />
      ) : versions.data.length === 0 ? (
        <p className="mt-3 text-[15px] text-slate-600">저장된 버전이 없습니다.</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200">
          {versions.data.map((v) => {
            const when = formatKoreanDateTime(v.createdAt);
            return (
              <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="text-[15px] font-medium text-slate-900">
                    {when}
                    {v.current && (
                      <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">현재</span>
                    )}
                  </p>
                  <p className="text-sm text-slate-600">
                    {v.savedByName ?? "알 수 없음"}
                    {v.restoredFrom !== null && ` · 이전 버전(#${v.restoredFrom})을 되돌림`}
                  </p>
                  {v.changes.length > 0 && (
                    <ul className="mt-1 space-y-0.5 text-sm break-words text-slate-700">
                      {v.changes.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  )}
                </div>
                {!v.current && (
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    disabled={restore.isPending}
                    onClick={() => onRestore(v.id, when)}
                    aria-label={`${when} 버전으로 되돌리기`}
                  >
                    되돌리기
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
