import type { SocialKey } from "@shared/office/site-settings";

/** The footer's channel links, in order, with what each is called there. */
export const SOCIAL_LABELS_SHORT: ReadonlyArray<readonly [SocialKey, string]> = [
  ["youtube", "유튜브 채널"],
  ["blog", "블로그"],
  ["instagram", "인스타그램"],
  ["linkedin", "링크드인 프로필"],
  ["kakaoChannel", "카카오톡 채널"],
];
