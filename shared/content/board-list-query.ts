// GET /api/board-posts: which page of the published posts, of which category, searched for what.
import { z } from "zod";
import { BOARD_PAGE_LIMIT_MAX, BOARD_PAGE_SIZE } from "./board-pages";
import { isCategorySlug } from "./category-slugs";
import { SEARCH_TEXT_MAX } from "../lib/url-search";

const PAGE_MESSAGE = "페이지 번호는 1 이상의 정수로 입력해주세요";
const LIMIT_MESSAGE = `한 번에 불러올 개수는 1에서 ${BOARD_PAGE_LIMIT_MAX} 사이의 정수로 입력해주세요`;

const wholeNumber = (message: string, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, message);

export const boardListQuerySchema = z.object({
  page: wholeNumber(PAGE_MESSAGE, 999_999).optional().default(1),
  limit: wholeNumber(LIMIT_MESSAGE, BOARD_PAGE_LIMIT_MAX).optional().default(BOARD_PAGE_SIZE),
  // A longer search is cut, as the board page cuts it.
  q: z
    .string({ error: "검색어를 확인해주세요" })
    .optional()
    .transform((v) => (v ?? "").slice(0, SEARCH_TEXT_MAX).trim()),
  category: z
    .string({ error: "알 수 없는 분류입니다" })
    .optional()
    .refine((v) => !v || isCategorySlug(v), "알 수 없는 분류입니다")
    .transform((v) => v ?? ""),
});
export type BoardListQuery = z.output<typeof boardListQuerySchema>;
