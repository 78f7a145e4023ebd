import { describe, expect, it } from "vitest";
import { EMPTY_VALUES, fromKoreaLocal, toKoreaLocal, toPostBody, validateValues, type EditorValues } from "./editor-values";

const filled: EditorValues = { ...EMPTY_VALUES, title: "제목", content: "본문", categoryId: "2" };

describe("editor values", () => {
  it("sends a draft as status draft and a scheduled post as published with a future date and its offset", () => {
    expect(toPostBody({ ...filled, publishMode: "draft" })).toMatchObject({ status: "draft", publishDate: null });
    expect(toPostBody({ ...filled, publishMode: "schedule", scheduleAt: "2030-01-02T09:30" })).toMatchObject({
      status: "published",
      publishDate: "2030-01-02T09:30:00+09:00",
    });
  });

  it("reads and writes datetime-local values in Korea time", () => {
    expect(toKoreaLocal("2030-01-02T00:30:00.000Z")).toBe("2030-01-02T09:30");
    expect(Date.parse(fromKoreaLocal("2030-01-02T09:30"))).toBe(Date.parse("2030-01-02T00:30:00.000Z"));
  });

  it("gives the shared schema's messages and refuses a schedule in the past or a thumbnail without alt text", () => {
    expect(validateValues(EMPTY_VALUES)).toMatchObject({
      title: "제목을 입력해주세요",
      content: "내용을 입력해주세요",
      categoryId: "카테고리를 선택해주세요",
    });
    expect(validateValues(filled)).toEqual({});
    expect(validateValues({ ...filled, publishMode: "schedule" }).scheduleAt).toBe("예약 일시를 선택해주세요");
    expect(validateValues({ ...filled, publishMode: "schedule", scheduleAt: "2020-01-01T00:00" }).scheduleAt).toBe(
      "예약 일시는 현재 이후로 선택해주세요",
    );
    expect(validateValues({ ...filled, thumbnailImage: "/uploads/a.webp" }).thumbnailAlt).toBe(
      "썸네일 이미지를 설명하는 대체 텍스트를 입력해주세요",
    );
  });
});
