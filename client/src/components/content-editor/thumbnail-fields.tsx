// The editor's thumbnail: upload a file or give an address, its alt text (required once there is an image),
// a preview and removal.
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { CONTENT_LIMITS } from "@shared/content/content-fields";
import { dangerButtonClass } from "@/components/admin/button-styles";
import { failureText, isUnauthorized } from "@/components/admin/api-errors";
import { Field, inputClass } from "@/components/form/field";
import { toast } from "@/components/ui/toast";
import type { ContentEditorValues } from "./content-values";
import { uploadImage } from "./upload-image";

export function ThumbnailFields({
  form,
  values,
  idPrefix,
}: {
  form: UseFormReturn<ContentEditorValues>;
  values: ContentEditorValues;
  idPrefix: string;
}) {
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
      toast({
        title: "업로드 실패",
        description: isUnauthorized(error) ? "세션이 만료되었습니다. 다시 로그인해주세요." : failureText(error),
        variant: "destructive",
      });
    } finally {
      setUploading(false);
      input.value = "";
    }
  };

  return (
    <fieldset className="space-y-3">
      <legend className="text-[15px] font-semibold text-slate-800">썸네일</legend>
      <Field
        id={`${idPrefix}-thumbnail-file`}
        label="이미지 파일 올리기"
        hint={uploading ? "업로드 중..." : "JPEG, PNG, GIF, WebP · 5MB 이하"}
      >
        <input
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          disabled={uploading}
          onChange={(e) => void onFile(e.currentTarget)}
          className={inputClass}
        />
      </Field>
      <Field id={`${idPrefix}-thumbnail-url`} label="또는 이미지 주소" error={errors.thumbnailImage?.message}>
        <input type="text" inputMode="url" placeholder="https://" {...register("thumbnailImage")} className={inputClass} />
      </Field>
      <Field
        id={`${idPrefix}-thumbnail-alt`}
        label="대체 텍스트"
        required={values.thumbnailImage !== ""}
        error={errors.thumbnailAlt?.message}
      >
        <input type="text" maxLength={CONTENT_LIMITS.thumbnailAlt} {...register("thumbnailAlt")} className={inputClass} />
      </Field>
      {values.thumbnailImage && (
        <div className="space-y-2">
          <img
            src={values.thumbnailImage}
            alt={values.thumbnailAlt || "썸네일 미리보기"}
            className="max-h-40 w-full rounded-lg border border-slate-200 object-cover"
          />
          <button
            type="button"
            onClick={() => setValue("thumbnailImage", "", { shouldDirty: true })}
            className={`${dangerButtonClass} w-full`}
          >
            썸네일 삭제
          </button>
        </div>
      )}
    </fieldset>
  );
}
