import { useMutation } from "@tanstack/react-query";
import type { UploadImageResponse } from "@shared/content/admin-posts";
import { apiRequest } from "@/lib/api-client";

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("파일을 읽을 수 없습니다."));
    reader.readAsDataURL(file);
  });
}

/** POST /api/upload/image: the server re-encodes the photo and answers its address and pixel size. */
export function useUploadPhoto() {
  return useMutation({
    mutationFn: async ({ file, alt }: { file: File; alt: string }) =>
      apiRequest<UploadImageResponse>("POST", "/api/upload/image", {
        imageData: await readAsDataUrl(file),
        fileName: file.name,
        altText: alt,
      }),
  });
}
