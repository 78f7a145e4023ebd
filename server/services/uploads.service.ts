// Image uploads of the post editor: checked and re-encoded (lib/image-processing), stored in the database
// under names made from their content hash, and forgotten when no post uses them (on request, or after a day).
import type { UploadImageResponse } from "@shared/content/admin-posts";
import { knownImageSize, type ImageSize } from "@shared/lib/image-sizes";
import { decodeDataUrl, type uploadImageSchema } from "@shared/lib/image-upload";
import type { z } from "zod";
import type { Db } from "../db";
import { AppError, BadRequestError, PayloadTooLargeError } from "../lib/errors";
import { ImageRejectedError, processImage, type EncodedImage } from "../lib/image-processing";
import { createUploadsStorage } from "../storage/uploads.storage";

const UPLOADS_PATH = "/uploads";
const WEBP = "image/webp";
const DAY = 24 * 3600 * 1000;

const fileName = (mainHash: string, width?: number) => `${mainHash}${width ? `-${width}` : ""}.webp`;

function httpError(err: ImageRejectedError): AppError {
  if (err.reason === "size") return new PayloadTooLargeError(err.message);
  if (err.reason === "type") return new AppError(415, "UNSUPPORTED_IMAGE_TYPE", err.message);
  return new BadRequestError(err.message, "INVALID_IMAGE");
}

/**
 * The pixel size of one of the site's own pictures, given by its site path or by an absolute URL on `siteUrl`:
 * an upload (its row records it) or the site's artwork; undefined for any other picture.
 */
export async function sizeOfSiteImage(db: Db, url: string, siteUrl: string): Promise<ImageSize | undefined> {
  const path = url.startsWith(siteUrl + "/") ? url.slice(siteUrl.length) : url;
  const upload = new RegExp(`^${UPLOADS_PATH}/([^/?#]+)$`).exec(path);
  if (upload) return createUploadsStorage(db).sizeOf(upload[1]);
  return knownImageSize(path, siteUrl);
}

export function createUploadsService(db: Db) {
  const storage = createUploadsStorage(db);
  return {
    sizeOfSiteImage: (url: string, siteUrl: string) => sizeOfSiteImage(db, url, siteUrl),
    async upload(input: z.output<typeof uploadImageSchema>, userId: number): Promise<UploadImageResponse> {
      const bytes = decodeDataUrl(input.imageData);
      if (!bytes) throw new BadRequestError("이미지 데이터가 올바르지 않습니다. 파일을 다시 선택해주세요.", "INVALID_IMAGE");
      let processed;
      try {
        processed = await processImage(Buffer.from(bytes));
      } catch (err) {
        if (err instanceof ImageRejectedError) throw httpError(err);
        throw err;
      }
      const { main, variants } = processed;
      const row = (image: EncodedImage, width?: number) => ({
        filename: fileName(main.hash, width),
        mimeType: WEBP,
        data: image.data,
        byteSize: image.data.length,
        altText: input.altText,
        groupHash: main.hash,
        width: image.width,
        height: image.height,
        userId,
      });
      await storage.insertMany([row(main), ...[...variants].map(([width, image]) => row(image, width))]);
      const smallest = [...variants.keys()].sort((a, b) => a - b)[0];
      return {
        success: true,
        data: {
          url: `${UPLOADS_PATH}/${fileName(main.hash)}`,
          thumbnailUrl: `${UPLOADS_PATH}/${fileName(main.hash, smallest)}`,
          filename: fileName(main.hash),
          width: main.width,
          height: main.height,
        },
        message: "이미지를 업로드했습니다.",
      };
    },

    /** A stored file by name, or undefined. */
    find: (filename: string) => storage.findByFilename(filename),

    /** The signed-in user's images that no post uses (the editor was cancelled or closed). */
    forgetUnusedOf: (userId: number) => storage.deleteUnusedOfUser(userId),

    /** Images older than a day that no post uses. */
    sweep: (now = new Date()) => storage.deleteUnusedBefore(new Date(now.getTime() - DAY)),
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
