export const NAV_LINKS = [
  { href: "/", label: "홈" },
  { href: "/about", label: "변호사 소개" },
  { href: "/board", label: "법률 정보" },
  { href: "/interview", label: "고객 인터뷰" },
  { href: "/contact", label: "상담 신청" },
] as const;

/** "/" is active only on exact match; the others on their path prefix. */
export function isNavActive(href: string, path: string): boolean {
  if (href === "/") return path === "/";
  return path === href || path.startsWith(href + "/");
}
