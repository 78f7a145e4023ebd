// The attorney's photo: chosen, uploaded through the image upload (re-encoded by the server), previewed, with a
// required description (alt text) for screen readers. Controlled: the form holds `photo`.
import { useState } from "react";
import { PROFILE_LIMITS, type AttorneyProfile } from "@shared/office/attorney-profile";
import { failureText, isUnauthorized } from "@/components/admin/api-errors";
import { dangerButtonClass } from "@/components/admin/button-styles";
import { Field, inputClass } from "@/components/form/field";
import { toast } from "@/components/ui/toast";
import { useUploadPhoto } from "../api/upload-photo";

type Photo = AttorneyProfile["photo"];

interface ProfilePhotoFieldProps {
  photo: Photo;
  onChange: (photo: Photo) => void;
  /** The messages of `photo` and `photo.alt`. */
  error?: string;
  altError?: string;
}

export function ProfilePhotoField({ photo, onChange, error, altError }: ProfilePhotoFieldProps) {
  const upload = useUploadPhoto();
  const [fileKey, setFileKey] = useState(0);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(
      { file, alt: photo?.alt ?? "" },
      {
        onSuccess: (res) => {
          onChange({ url: res.data.url, width: res.data.width, height: res.data.height, alt: photo?.alt ?? "" });
          toast({ title: "사진 업로드 완료", description: "사진 설명을 확인한 뒤 저장해주세요." });
        },
        onError: (e) =>
          toast({ title: "업로드 실패", description: isUnauthorized(e) ? "다시 로그인해주세요." : failureText(e), variant: "destructive" }),
        onSettled: () => setFileKey((k) => k + 1),
      },
    );
  };

  return (
    <div className="grid gap-4 sm:grid-cols-[160px_1fr] md:col-span-2">
      <div className="flex aspect-[4/5] w-40 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
        {photo ? (
          <img src={photo.url} alt="" width={photo.width} height={photo.height} className="h-full w-full object-cover" />
        ) : (
          <span className="px-3 text-center text-sm text-slate-600">사진 없음 (기본 이미지 표시)</span>
        )}
      </div>
      <div className="space-y-4">
        <Field
          id="profile-photo-file"
          label="프로필 사진"
          required={false}
          hint={upload.isPending ? "업로드 중..." : "JPEG, PNG, WebP · 5MB 이하. 세로 4:5 비율이 가장 잘 맞습니다."}
          error={error}
        >
          <input
            key={fileKey}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={upload.isPending}
            onChange={(e) => onFile(e.target.files?.[0])}
            className={inputClass}
          />
        </Field>
        {photo && (
          <>
            <Field
              id="profile-photo-alt"
              label="사진 설명 (대체 텍스트)"
              required
              hint="화면 낭독기로 듣는 분께 읽어 주는 설명입니다. 예: 정장을 입은 홍길동 변호사"
              error={altError}
            >
              <input
                className={inputClass}
                value={photo.alt}
                maxLength={PROFILE_LIMITS.alt}
                onChange={(e) => onChange({ ...photo, alt: e.target.value })}
              />
            </Field>
            <button type="button" className={dangerButtonClass} onClick={() => onChange(null)}>
              사진 빼기
            </button>
          </>
        )}
      </div>
    </div>
  );
}
