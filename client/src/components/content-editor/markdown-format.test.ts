import { describe, expect, it } from "vitest";
import { imageMarkdown, insertBlock, insertInline, prefixLines, wrapSelection } from "./markdown-format";

describe("markdown toolbar edits", () => {
  it("wraps the selection, or a placeholder, and selects the wrapped text", () => {
    expect(wrapSelection("형사 변호", 0, 2, "**", "**", "굵은 글씨")).toEqual({
      value: "**형사** 변호",
      selectionStart: 2,
      selectionEnd: 4,
    });
    expect(wrapSelection("", 0, 0, "*", "*", "기울임 글씨")).toEqual({ value: "*기울임 글씨*", selectionStart: 1, selectionEnd: 7 });
  });

  it("prefixes every selected line, numbers lists and replaces an existing heading marker", () => {
    expect(prefixLines("하나\n둘\n셋", 0, 4, "- ").value).toBe("- 하나\n- 둘\n셋");
    expect(prefixLines("하나\n둘", 0, 4, "", true).value).toBe("1. 하나\n2. 둘");
    expect(prefixLines("## 제목", 3, 3, "### ").value).toBe("### 제목");
  });

  it("leaves a collapsed caret after a block marker, so typing keeps the marker", () => {
    const edit = prefixLines("첫 문단\n\n", 6, 6, "## ");
    expect(edit).toEqual({ value: "첫 문단\n\n## ", selectionStart: 9, selectionEnd: 9 });
    const typed = edit.value.slice(0, edit.selectionStart) + "소제목" + edit.value.slice(edit.selectionEnd);
    expect(typed).toBe("첫 문단\n\n## 소제목");
    expect(prefixLines("하나\n둘", 0, 4, "- ")).toMatchObject({ selectionStart: 8, selectionEnd: 8 });
  });

  it("puts blocks on their own lines and inline text at the cursor", () => {
    expect(insertBlock("문단", 2, 2, "| a |").value).toBe("문단\n\n| a |\n\n");
    expect(insertInline("앞뒤", 1, 1, "![x](/a.webp)").value).toBe("앞![x](/a.webp)뒤");
  });

  it("writes image markdown with an optional title, escaping what would break it", () => {
    expect(imageMarkdown("/uploads/a.webp", "측정기")).toBe("![측정기](/uploads/a.webp)");
    expect(imageMarkdown("/uploads/a.webp", "[측정기]", '음주 "측정"')).toBe("![\\[측정기\\]](/uploads/a.webp \"음주 '측정'\")");
  });
});
