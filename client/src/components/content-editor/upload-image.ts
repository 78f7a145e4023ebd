import type { UploadImageResponse } from "@shared/content/admin-posts";
import { apiRequest } from "@/lib/api-client";

/** A chosen file as a data URL. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("파일을 읽을 수 없습니다."));
    reader.readAsDataURL(file);
  });
}

/** Uploads an image file; the server re-encodes it and answers its address. */
export async function uploadImage(file: File, altText = ""): Promise<UploadImageResponse> {
  const imageData = await readAsDataUrl(file);
  return apiRequest<UploadImageResponse>("POST", "/api/upload/image", { imageData, fileName: file.name, altText });
}

/** Forgets the signed-in user's uploaded images that no post or interview uses (after a cancelled edit). A failure only warns. */
export function forgetTemporaryImages(): void {
  apiRequest("DELETE", "/api/temporary-images/user").catch((error: unknown) => console.warn("임시 이미지 정리 실패", error));
}
