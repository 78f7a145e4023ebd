// A client's name as the site publishes it (an interview's and a testimonial's): the family name and ○ for the
// rest (김○○, 남궁○○), never more of the name. One rule for the interview editor, the content files and the
// testimonials, so a name that passes one passes all.

export const MASKED_NAME = /^[가-힣A-Za-z]{1,2}○{1,3}$/;
export const MASKED_NAME_MESSAGE = "의뢰인 이름은 성만 남기고 가려서 입력해주세요 (예: 김○○)";

export function isMaskedName(value: string): boolean {
  return MASKED_NAME.test(value.trim());
}
