import express, { Router } from "express";
import { uploadImageSchema } from "@shared/lib/image-upload";
import { NotFoundError } from "../lib/errors";
import { CACHE_FOR_A_YEAR } from "../lib/response-cache";
import { adminRouter } from "../middleware/require-admin";
import type { UploadsService } from "../services/uploads.service";

/** The upload's path under /api: the app's 100 KB JSON parser leaves this one to the route. */
export const UPLOAD_IMAGE_ROUTE = "/upload/image";

/** The upload's own body limit (a 5 MB image as base64), parsed only after the administrator check. */
const uploadBody = express.json({ limit: "7500kb" });

/** Administrator: upload an image; forget the images of an editor session that were not used. */
export function uploadRoutes(uploads: UploadsService) {
  const router = adminRouter();
  router.post(UPLOAD_IMAGE_ROUTE, uploadBody, async (req, res) => {
    const input = uploadImageSchema.parse(req.body ?? {});
    res.status(201).json(await uploads.upload(input, req.user!.id));
  });
  router.delete("/temporary-images/user", async (req, res) => {
    const removed = await uploads.forgetUnusedOf(req.user!.id);
    res.json({ success: true, message: "사용하지 않은 임시 이미지를 정리했습니다.", removed });
  });
  return router;
}

const FILE_NAME = /^[0-9a-f]{64}(?:-\d{2,4})?\.webp$/;

/** GET /uploads/{file}: anyone may read an uploaded image; the name is its content hash, so it never changes. */
export function uploadFileRoutes(uploads: UploadsService): Router {
  const router = Router();
  router.get("/uploads/:file", async (req, res, next) => {
    const file = req.params.file;
    if (!FILE_NAME.test(file)) return next(new NotFoundError("이미지를 찾을 수 없습니다."));
    const etag = `"${file}"`;
    res.set({ "Cache-Control": CACHE_FOR_A_YEAR, "X-Content-Type-Options": "nosniff", ETag: etag });
    if (req.get("if-none-match") === etag) return res.status(304).end();
    const found = await uploads.find(file);
    if (!found) {
      res.set("Cache-Control", "no-store");
      return next(new NotFoundError("이미지를 찾을 수 없습니다."));
    }
    res.type(found.mimeType).send(found.data);
  });
  return router;
}
