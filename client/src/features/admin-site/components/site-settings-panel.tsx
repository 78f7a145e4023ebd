// The "사무소 정보" tab: the office's facts every page shows, and their saved versions.
import { errorDetail } from "@/components/admin/api-errors";
import { ErrorState, LoadingState } from "@/components/admin/data-state";
import type { SiteSettings } from "@shared/office/site-settings";
import { useSettings } from "../api/get-settings";
import { SettingsVersions } from "./settings-versions";
import { SiteSettingsForm, useSiteSettingsForm } from "./site-settings-form";

export function SiteSettingsPanel() {
  const settings = useSettings("site");
  return (
    <section aria-labelledby="site-settings-heading" className="space-y-4">
      <div>
        <h2 id="site-settings-heading" className="text-xl font-bold text-slate-900">
          사무소 정보
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          사무소 이름, 연락처, 주소, 등록 정보입니다. 저장하면 머리글·바닥글·상담 안내·구조화 데이터에 바로 반영됩니다.
        </p>
      </div>
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError ? (
        <ErrorState detail={errorDetail(settings.error)} onRetry={() => void settings.refetch()} />
      ) : (
        <Loaded initial={settings.data} />
      )}
    </section>
  );
}

function Loaded({ initial }: { initial: SiteSettings }) {
  const form = useSiteSettingsForm(initial);
  return (
    <div className="grid gap-5 lg:grid-cols-[1fr_300px] lg:items-start">
      <SiteSettingsForm form={form} />
      <SettingsVersions kind="site" subject="사무소 정보" onRestored={(value) => form.reset(value)} />
    </div>
  );
}
