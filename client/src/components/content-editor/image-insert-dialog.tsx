// The editor's image button: choose a file, it uploads, then alt text (required) and an optional title.
import { useState } from "react";
import { AdminDialog } from "@/components/admin/admin-dialog";
import { primaryButtonClass, secondaryButtonClass } from "@/components/admin/button-styles";
import { Field, inputClass } from "@/components/form/field";
import { toast } from "@/components/ui/toast";
import { failureText, isUnauthorized } from "@/components/admin/api-errors";
import { uploadImage } from "./upload-image";

interface ImageInsertDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInsert: (url: string, alt: string, title: string) => void;
}

export function ImageInsertDialog({ open, onOpenChange, onInsert }: ImageInsertDialogProps) {
  const [url, setUrl] = useState("");
  const [alt, setAlt] = useState("");
  const [title, setTitle] = useState("");
  const [uploading, setUploading] = useState(false);
  const [altError, setAltError] = useState<string>();

  const reset = () => {
    setUrl("");
    setAlt("");
    setTitle("");
    setAltError(undefined);
  };
  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const res = await uploadImage(file);
      setUrl(res.data.url);
      toast({ title: "이미지 업로드 완료" });
    } catch (error) {
      toast({
        title: "업로드 실패",
        description: isUnauthorized(error) ? "다시 로그인해주세요." : failureText(error),
        variant: "destructive",
      });
    } finally {
      setUploading(false);
    }
  };

  const insert = () => {
    if (!alt.trim()) {
      setAltError("이미지를 설명하는 대체 텍스트를 입력해주세요");
      return;
    }
    onInsert(url, alt.trim(), title);
    close(false);
  };

  return (
    <AdminDialog
      open={open}
      onOpenChange={close}
      title="이미지 넣기"
      description="이미지를 올린 뒤 대체 텍스트를 입력하면 커서 위치에 들어갑니다."
    >
      <div className="space-y-4">
        <Field id="insert-image-file" label="이미지 파일" required hint={uploading ? "업로드 중..." : "JPEG, PNG, GIF, WebP · 5MB 이하"}>
          <input
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            disabled={uploading}
            onChange={(e) => void onFile(e.target.files?.[0])}
            className={inputClass}
          />
        </Field>
        {url && <img src={url} alt="" className="max-h-48 rounded-lg border border-slate-200 object-contain" />}
        <Field id="insert-image-alt" label="대체 텍스트" required error={altError}>
          <input
            type="text"
            value={alt}
            maxLength={200}
            onChange={(e) => {
              setAlt(e.target.value);
              setAltError(undefined);
            }}
            className={inputClass}
          />
        </Field>
        <Field id="insert-image-title" label="이미지 제목">
          <input type="text" value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} className={inputClass} />
        </Field>
        <div className="flex justify-end gap-2">
          <button type="button" onClick={() => close(false)} className={secondaryButtonClass}>
            취소
          </button>
          <button type="button" disabled={!url || uploading} onClick={insert} className={primaryButtonClass}>
            삽입
          </button>
        </div>
      </div>
    </AdminDialog>
  );
}
