import type { Request } from "express";
import { BadRequestError } from "../lib/errors";

/**
 * A back-office search text (a name, a phone number, words of a request or of a draft) travels in a request body,
 * never in a URL: proxies, server logs and the browser's history keep URLs. A GET list route that still receives
 * `?search=` refuses it (400 `SEARCH_IN_URL`) and names the POST route that takes it.
 */
export function refuseSearchInUrl(req: Request, postPath: string): void {
  if (req.query.search !== undefined) {
    throw new BadRequestError(`검색어는 주소에 담을 수 없습니다. 검색은 POST ${postPath} 의 요청 본문으로 보내주세요.`, "SEARCH_IN_URL");
  }
}
