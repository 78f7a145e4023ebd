// Search-engine ownership proofs (Google Search Console and Naver Search Advisor, "HTML tag" method): the attorney
// pastes either the token or the whole <meta> tag the engine shows; only the content value is kept, and every
// page's head carries it as that engine's meta tag. A tag meant for the other engine is refused at its field.
import { z } from "../lib/zod";

export interface SiteVerification {
  google: string;
  naver: string;
}

export const EMPTY_SITE_VERIFICATION: SiteVerification = { google: "", naver: "" };

export const VERIFICATION_ENGINES = {
  google: { label: "구글 서치 콘솔", meta: "google-site-verification" },
  naver: { label: "네이버 서치어드바이저", meta: "naver-site-verification" },
} as const satisfies Record<keyof SiteVerification, { label: string; meta: string }>;
export type VerificationEngine = keyof SiteVerification;

/** A token as the engines issue them: letters, digits, '-' and '_', 10 to 100 of them. */
const TOKEN = /^[A-Za-z0-9_-]{10,100}$/;
const PASTE_MAX = 1000;

const attribute = (tag: string, name: string) =>
  new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i")
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);

/**
 * What to keep of a pasted value: the content of a pasted <meta> tag, or the value itself. `otherEngine` is set
 * when the tag names the other engine's meta.
 */
function verificationContent(input: string, engine: VerificationEngine): { token: string; otherEngine?: VerificationEngine } {
  const value = input.trim();
  if (!/^<meta\b/i.test(value)) return { token: value };
  const name = attribute(value, "name")?.toLowerCase();
  const other = (Object.keys(VERIFICATION_ENGINES) as VerificationEngine[]).find(
    (e) => e !== engine && VERIFICATION_ENGINES[e].meta === name,
  );
  return { token: (attribute(value, "content") ?? "").trim(), otherEngine: other };
}

const tokenField = (engine: VerificationEngine) => {
  const { label } = VERIFICATION_ENGINES[engine];
  return z
    .string({ error: `${label} 확인 코드는 글자로 입력해주세요` })
    .max(PASTE_MAX, `${label} 확인 코드가 너무 깁니다. 메타 태그 하나나 그 content 값만 붙여 넣어주세요`)
    .transform((value, ctx) => {
      const { token, otherEngine } = verificationContent(value, engine);
      if (otherEngine) {
        ctx.addIssue({
          code: "custom",
          message: `${VERIFICATION_ENGINES[otherEngine].label}의 태그입니다. ${VERIFICATION_ENGINES[otherEngine].label} 칸에 붙여 넣어주세요`,
        });
        return z.NEVER;
      }
      if ((token !== "" || /^<meta\b/i.test(value.trim())) && !TOKEN.test(token)) {
        ctx.addIssue({
          code: "custom",
          message: `${label}에서 받은 메타 태그나 그 content 값(영문·숫자·-·_ 10~100자)을 붙여 넣어주세요`,
        });
        return z.NEVER;
      }
      return token;
    });
};

export const siteVerificationSchema = z.object({
  google: tokenField("google").default(""),
  naver: tokenField("naver").default(""),
});
