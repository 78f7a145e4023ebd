// The optional share-preview fields of a setting (Open Graph, Twitter, canonical address, structured data).
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { OG_TYPES, SEO_SETTING_LIMITS, TWITTER_CARDS, type SeoSettingCreateInput } from "@shared/seo/seo-settings-input";
import { Field, inputClass } from "@/components/form/field";

const OG_TYPE_LABELS: Record<(typeof OG_TYPES)[number], string> = {
  website: "웹사이트 (website)",
  article: "글 (article)",
  profile: "프로필 (profile)",
};
const CARD_LABELS: Record<(typeof TWITTER_CARDS)[number], string> = {
  summary_large_image: "큰 이미지 (summary_large_image)",
  summary: "작은 이미지 (summary)",
};

interface Props {
  register: UseFormRegister<SeoSettingCreateInput>;
  errors: FieldErrors<SeoSettingCreateInput>;
}

export function SocialFields({ register, errors }: Props) {
  const text = (name: keyof SeoSettingCreateInput, label: string, options: { max?: number; hint?: string; type?: string } = {}) => (
    <Field id={`seo-${name}`} label={label} hint={options.hint} error={errors[name]?.message as string | undefined}>
      <input className={inputClass} type={options.type ?? "text"} maxLength={options.max} {...register(name)} />
    </Field>
  );
  return (
    <details className="rounded-lg border border-slate-200 p-4 [&[open]>summary]:mb-4">
      <summary className="cursor-pointer text-[15px] font-semibold text-slate-800">OG·트위터·고급 (선택)</summary>
      <div className="space-y-4">
        <p className="text-sm text-slate-600">
          비워 두면 제목·설명·페이지의 대표 이미지를 씁니다. 공유 이미지는 800×400 이상(권장 1200×630)이어야 카카오톡·네이버에 크게
          보입니다.
        </p>
        {text("ogTitle", "OG 제목", { max: SEO_SETTING_LIMITS.ogTitle })}
        {text("ogDescription", "OG 설명", { max: SEO_SETTING_LIMITS.ogDescription })}
        {text("ogImage", "OG 이미지 주소", { type: "url", hint: "https://로 시작하는 전체 주소" })}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="seo-ogType" label="OG 유형" error={errors.ogType?.message}>
            <select className={inputClass} {...register("ogType")}>
              {OG_TYPES.map((t) => (
                <option key={t} value={t}>
                  {OG_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          </Field>
          <Field id="seo-twitterCard" label="트위터 카드" error={errors.twitterCard?.message}>
            <select className={inputClass} {...register("twitterCard")}>
              {TWITTER_CARDS.map((c) => (
                <option key={c} value={c}>
                  {CARD_LABELS[c]}
                </option>
              ))}
            </select>
          </Field>
        </div>
        {text("ogSiteName", "사이트 이름", { max: SEO_SETTING_LIMITS.ogSiteName })}
        {text("ogUrl", "OG 주소", { type: "url" })}
        {text("twitterTitle", "트위터 제목", { max: SEO_SETTING_LIMITS.twitterTitle })}
        {text("twitterDescription", "트위터 설명", { max: SEO_SETTING_LIMITS.twitterDescription })}
        {text("twitterImage", "트위터 이미지 주소", { type: "url" })}
        {text("canonicalUrl", "대표 주소(canonical)", { type: "url", hint: "다른 주소를 대표로 삼을 때만 입력합니다" })}
        <Field
          id="seo-structuredData"
          label="구조화 데이터(JSON-LD)"
          hint="비워 두면 페이지의 기본 구조화 데이터를 씁니다"
          error={errors.structuredData?.message}
        >
          <textarea className={`${inputClass} min-h-32 font-mono text-sm`} spellCheck={false} {...register("structuredData")} />
        </Field>
      </div>
    </details>
  );
}
