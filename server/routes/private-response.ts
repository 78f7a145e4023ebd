// What the administrator routes share about a request and its answer.
import type { Request, Response } from "express";
import type { UserRole } from "@shared/auth/roles";
import type { Actor } from "../services/access-log.service";

/** Personal data, drafts, secrets: JSON that no browser or proxy may store. */
export const privateJson = (res: Response, body: unknown, status = 200) => res.status(status).set("Cache-Control", "no-store").json(body);

/** The signed-in administrator (adminRouter guarantees one) and the address the request came from, for the access log. */
export function actorOf(req: Request): Actor {
  return { id: req.user!.id, username: req.user!.username, ip: req.ip ?? "unknown", role: req.user!.role as UserRole };
}
