// The search engines' ownership codes, set in the back office: a pasted <meta> tag is kept as its content, a tag
// for the other engine is refused, every page's head carries the codes, and a code set on the server wins.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { setupAdminApp } from "../../tests/helpers/admin-app";
import { signedInAgent } from "../../tests/helpers/auth";
import { createTestApp } from "../../tests/helpers/test-app";

const GOOGLE = "Xq3vB_0aZ-9kLmN2pQrStUvWxYz01234567890abcde";
const NAVER = "0f1e2d3c4b5a69788796a5b4c3d2e1f001234567";
const app = setupAdminApp();
const put = (body: object) => app.admin.put("/api/search-verification").set("Origin", app.t.env.PUBLIC_SITE_URL).send(body);

describe("search-engine verification codes", () => {
  it("keep the content of a pasted meta tag and put both codes in every page's head", async () => {
    expect((await request(app.t.app).get("/api/search-verification")).status).toBe(401);
    const res = await put({ google: `<meta name="google-site-verification" content="${GOOGLE}" />`, naver: ` ${NAVER} ` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ google: GOOGLE, naver: NAVER });
    for (const path of ["/", "/contact"]) {
      const html = (await request(app.t.app).get(path)).text;
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head, path).toContain(`<meta name="google-site-verification" content="${GOOGLE}">`);
      expect(head, path).toContain(`<meta name="naver-site-verification" content="${NAVER}">`);
    }
    expect((await app.admin.get("/api/search-verification/overrides")).body).toEqual({ google: false, naver: false });
    // The version says what changed; the same codes again add no version.
    const listed = (await app.admin.get("/api/search-verification/versions")).body;
    expect(listed[0].changes).toEqual([`구글 확인 코드 (없음) → ${GOOGLE.slice(0, 39)}…`, `네이버 확인 코드 (없음) → ${NAVER}`]);
    const before = listed.length;
    expect((await put({ google: GOOGLE, naver: NAVER })).status).toBe(200);
    expect((await app.admin.get("/api/search-verification/versions")).body).toHaveLength(before);
  });

  it("refuse the other engine's tag and a value that is no code, with the field's Korean message", async () => {
    const swapped = await put({ google: `<meta name="naver-site-verification" content="${NAVER}" />`, naver: "" });
    expect(swapped.status).toBe(400);
    expect(JSON.stringify(swapped.body)).toContain("네이버 서치어드바이저의 태그입니다");
    const junk = await put({ google: "이건 코드가 아닙니다", naver: "" });
    expect(junk.status).toBe(400);
    expect(JSON.stringify(junk.body)).toContain("구글 서치 콘솔에서 받은 메타 태그나 그 content 값");
    expect((await app.admin.get("/api/search-verification")).body).toEqual({ google: GOOGLE, naver: NAVER });
  });

  it("lose to a code set on the server, which the back office is told about", async () => {
    const other = await createTestApp({ env: { GOOGLE_SITE_VERIFICATION: "ServerSideToken_12345" } });
    try {
      const agent = await signedInAgent(other.app);
      await agent.put("/api/search-verification").set("Origin", other.env.PUBLIC_SITE_URL).send({ google: GOOGLE, naver: NAVER });
      const html = (await request(other.app).get("/")).text;
      expect(html).toContain('<meta name="google-site-verification" content="ServerSideToken_12345">');
      expect(html).not.toContain(GOOGLE);
      expect(html).toContain(`<meta name="naver-site-verification" content="${NAVER}">`);
      expect((await agent.get("/api/search-verification/overrides")).body).toEqual({ google: true, naver: false });
    } finally {
      await other.close();
    }
  });
});
