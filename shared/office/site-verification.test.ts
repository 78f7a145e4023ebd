import { describe, expect, it } from "vitest";
import { siteVerificationSchema } from "./site-verification";

const GOOGLE = "Xq3vB_0aZ-9kLmN2pQrStUvWxYz01234567890abcde";
const NAVER = "0f1e2d3c4b5a69788796a5b4c3d2e1f001234567";

describe("search-engine verification codes", () => {
  it("keep the content of a pasted meta tag (either quote, any attribute order) or the token itself", () => {
    expect(
      siteVerificationSchema.parse({
        google: `<meta content='${GOOGLE}' name='google-site-verification'>`,
        naver: `  <meta name="naver-site-verification" content="${NAVER}" />  `,
      }),
    ).toEqual({ google: GOOGLE, naver: NAVER });
    expect(siteVerificationSchema.parse({ google: ` ${GOOGLE} ` })).toEqual({ google: GOOGLE, naver: "" });
    expect(siteVerificationSchema.parse({})).toEqual({ google: "", naver: "" });
  });

  it("refuse the other engine's tag, a tag without content, and anything that is no token", () => {
    const swapped = siteVerificationSchema.safeParse({ google: `<meta name="naver-site-verification" content="${NAVER}">` });
    expect(swapped.error?.issues[0]).toMatchObject({
      path: ["google"],
      message: expect.stringContaining("네이버 서치어드바이저의 태그입니다"),
    });
    for (const bad of ['<meta name="google-site-verification">', "short", 'abc"><script>alert(1)</script>', "가나다라마바사아자차"])
      expect(siteVerificationSchema.safeParse({ google: bad }).success, bad).toBe(false);
  });
});
