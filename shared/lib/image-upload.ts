// POST /api/upload/image: an image sent as a data URL. The server decides what the bytes are; the declared
// type and the file name are only checked for shape.
import { z } from "./zod";

/** Decoded images are capped at 5 MB; base64 makes that about 6.7 million characters. */
const UPLOAD_DATA_URL_MAX = 7_100_000;

export const uploadImageSchema = z.object({
  imageData: z
    .string({ error: "업로드할 이미지를 선택해주세요" })
    .min(1, "업로드할 이미지를 선택해주세요")
    .max(UPLOAD_DATA_URL_MAX, "이미지 파일은 5MB 이하만 업로드할 수 있습니다."),
  fileName: z.string().trim().max(255, "파일 이름이 너무 깁니다").optional().default(""),
  altText: z
    .string()
    .trim()
    .max(200, "대체 텍스트는 200자 이내로 입력해주세요")
    .refine((v) => !v.includes("\u0000"), "허용되지 않는 문자가 포함되어 있습니다")
    .optional()
    .transform((v) => v || null),
});

/** The bytes of a base64 data URL, or undefined when it is not one. */
export function decodeDataUrl(value: string): Uint8Array | undefined {
  const m = /^data:[a-z0-9.+/-]*(?:;[a-z0-9=.+-]+)*;base64,([A-Za-z0-9+/\s]*={0,2})$/i.exec(value);
  if (!m) return undefined;
  const base64 = m[1].replace(/\s+/g, "");
  if (base64.length % 4 === 1) return undefined;
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}
