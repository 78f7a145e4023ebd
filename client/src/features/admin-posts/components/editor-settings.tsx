// The editor's right panel, top part: category, publish state (now, draft, scheduled) and the thumbnail.
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { AdminCategory } from "@shared/admin-posts";
import { POST_LIMITS } from "@shared/validation/post";
import { dangerButtonClass } from "@/components/admin/button-styles";
import { Field, inputClass } from "@/components/form/field";
import { toast } from "@/components/ui/toast";
import { failureText, isUnauthorized } from "@/components/admin/api-errors";
import { uploadImage } from "../api/upload-image";
import type { EditorValues, PublishMode } from "../editor-values";

const MODES: { value: PublishMode; label: string }[] = [
  { value: "now", label: "즉시 게시" },
  { value: "draft", label: "임시저장" },
  { value: "schedule", label: "예약" },
];

interface EditorSettingsProps {
  form: UseFormReturn<EditorValues>;
  values: EditorValues;
  categories: AdminCategory[];
}

export function EditorSettings({ form, values, categories }: EditorSettingsProps) {
  const { register, formState, setValue } = form;
  const errors = formState.errors;
  const [uploading, setUploading] = useState(false);

  const onFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    setUploading(true);
    try {
      const res = await uploadImage(file, values.thumbnailAlt);
      setValue("thumbnailImage", res.data.url, { shouldDirty: true });
      toast({ title: "썸네일 업로드 완료" });
    } catch (error) {
      toast({ title: "업로드 실패", description: isUnauthorized(error) ? "세션이 만료되었습니다. 다시 로그인해주세요." : failureText(error), variant: "destructive" });
    } finally {
      setUploading(false);
      input.value = "";
    }
  };

  return (
    <div className="space-y-4">
      <Field id="post-category" label="카테고리" required error={errors.categoryId?.message}>
        <select {...register("categoryId")} className={inputClass}>
          <option value="">카테고리 선택</option>
          {categories.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>

      <fieldset className="space-y-2">
        <legend className="text-[15px] font-semibold text-slate-800">게시 상태</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {MODES.map((mode) => (
            <label key={mode.value} className="flex min-h-11 items-center gap-2 text-[15px] text-slate-800">
              <input type="radio" value={mode.value} {...register("publishMode")} className="h-4 w-4 accent-brand-700" />
              {mode.label}
            </label>
          ))}
        </div>
        {values.publishMode === "schedule" && (
          <Field id="post-schedule-at" label="예약 일시 (한국 시간)" required error={errors.scheduleAt?.message}>
            <input type="datetime-local" {...register("scheduleAt")} className={inputClass} />
          </Field>
        )}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-[15px] font-semibold text-slate-800">썸네일</legend>
        <Field id="post-thumbnail-file" label="이미지 파일 올리기" hint={uploading ? "업로드 중..." : "JPEG, PNG, GIF, WebP · 5MB 이하"}>
          <input type="file" accept="image/jpeg,image/png,image/gif,image/webp" disabled={uploading} onChange={(e) => void onFile(e.currentTarget)} className={inputClass} />
        </Field>
        <Field id="post-thumbnail-url" label="또는 이미지 주소" error={errors.thumbnailImage?.message}>
          <input type="text" inputMode="url" placeholder="https://" {...register("thumbnailImage")} className={inputClass} />
        </Field>
        <Field id="post-thumbnail-alt" label="대체 텍스트" required={values.thumbnailImage !== ""} error={errors.thumbnailAlt?.message}>
          <input type="text" maxLength={POST_LIMITS.thumbnailAlt} {...register("thumbnailAlt")} className={inputClass} />
        </Field>
        {values.thumbnailImage && (
          <div className="space-y-2">
            <img src={values.thumbnailImage} alt={values.thumbnailAlt || "썸네일 미리보기"} className="max-h-40 w-full rounded-lg border border-slate-200 object-cover" />
            <button type="button" onClick={() => setValue("thumbnailImage", "", { shouldDirty: true })} className={`${dangerButtonClass} w-full`}>
              썸네일 삭제
            </button>
          </div>
        )}
      </fieldset>
    </div>
  );
}
