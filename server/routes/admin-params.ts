// Who saves a post or an interview: the signed-in administrator, as the content services record them.
import type { Request } from "express";
import type { PostActor } from "../services/admin-posts.service";

export function actorOf(req: Request): PostActor {
  return { id: req.user!.id, username: req.user!.username };
}
