import type { RequestHandler } from "express";
import { CACHE_FOR_A_YEAR } from "../lib/response-cache";

/**
 * The artwork asked for with its current version (?v=, shared/lib/artwork.ts) may be kept a year: another file
 * means another version. Without it, or with an old one, the browser checks back each time (ETag).
 */
export function artworkCaching(version: string): RequestHandler {
  return (req, res, next) => {
    res.setHeader("Cache-Control", req.query.v === version ? CACHE_FOR_A_YEAR : "public, no-cache");
    next();
  };
}
