// State-changing API requests must carry a JSON body (or none at all).
import type { RequestHandler } from "express";
import { UnsupportedMediaTypeError } from "../lib/errors";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

export const jsonOnly: RequestHandler = (req, _res, next) => {
  if (SAFE.has(req.method)) return next();
  const length = Number(req.headers["content-length"] ?? 0);
  const hasBody = length > 0 || req.headers["transfer-encoding"] !== undefined;
  if (hasBody && !req.is("application/json")) return next(new UnsupportedMediaTypeError());
  next();
};
