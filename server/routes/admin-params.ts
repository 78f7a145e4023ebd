// What the back office's content routes read from a request: the signed-in administrator and a numeric id.
import type { Request } from "express";
import { recordIdSchema } from "@shared/validation/admin-consultations";
import { BadRequestError } from "../lib/errors";
import type { PostActor } from "../services/admin-posts.service";

export function actorOf(req: Request): PostActor {
  return { id: req.user!.id, username: req.user!.username };
}

/** A path parameter as a record id; `what` names the record in the message ("게시글", "버전"). */
export function idParam(value: unknown, what = "게시글"): number {
  const parsed = recordIdSchema.safeParse(value);
  if (!parsed.success) throw new BadRequestError(`잘못된 ${what} 번호입니다.`, "INVALID_ID");
  return parsed.data;
}
