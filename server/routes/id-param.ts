// A record's number in a route's path (`/api/posts/:id`): one rule for every route. A value that is not a
// positive 32-bit integer is a 400 naming the record ("잘못된 게시글 번호입니다."), before any service runs.
import { recordIdSchema } from "@shared/intake/admin-consultations";
import { BadRequestError } from "../lib/errors";

/** `value` (a path parameter) as a record id; `what` names the record in the message: "게시글", "상담 신청", "버전". */
export function idParam(value: unknown, what: string): number {
  const parsed = recordIdSchema.safeParse(value);
  if (!parsed.success) throw new BadRequestError(`잘못된 ${what} 번호입니다.`, "INVALID_ID");
  return parsed.data;
}
