import { describe, expect, it } from "vitest";
import { checkAdvertising, sentencesOf } from "./advertising-rules";

const rules = (text: string, options = {}) => checkAdvertising(text, options).map((w) => `${w.rule}:${w.match}`);

describe("checkAdvertising", () => {
  it("flags unregistered specialty claims, and quotes the sentence", () => {
    const [w] = checkAdvertising("안녕하세요. 저는 형사전문 변호사입니다. 연락 주세요.");
    expect(w).toMatchObject({ rule: "specialty", sentence: "저는 형사전문 변호사입니다." });
    expect(w.reason).toMatch(/등록/);
    expect(rules("성범죄 전담팀이 사건을 맡습니다.")).toEqual(["specialty:성범죄 전담팀"]);
    expect(rules("형사사건 전문 변호사가 24시간 상담합니다.")[0]).toMatch(/^specialty:/);
    // A course is no registration either: "형사법 전문 연수" reads as a specialty to a visitor.
    expect(rules("대한변호사협회 형사법 전문 연수 수료")[0]).toMatch(/^specialty:/);
    expect(rules("대한변호사협회 형사법 연수 수료")).toEqual([]);
  });
  it("leaves degree names, procedure terms, 全文 and an investigator's expert opinion alone", () => {
    expect(
      rules("댓글 전문과 작성 시점을 캡처하세요. 공무원과 일부 전문직은 징계될 수 있습니다. 전문가 의견 조회처럼 절차가 더해집니다."),
    ).toEqual([]);
    expect(rules("저는 형사 전문가입니다.")).toEqual(["specialty:형사 전문가"]);
    expect(rules("○○대학교 법학전문대학원 졸업 (법학전문석사)")).toEqual([]);
    expect(rules("전문증거는 원칙적으로 증거능력이 없습니다(형사소송법 제310조의2). 전문법칙의 예외도 있습니다.")).toEqual([]);
    expect(rules("성범죄 전담 재판부에 배당됩니다.")).toEqual([]);
  });
  it("flags the office's own pages sending readers to 'an expert': on a lawyer's site that is the lawyer calling itself one", () => {
    expect(rules("되도록 빨리 전문가의 검토를 받아 보시기 바랍니다.")).toEqual(["specialty:빨리 전문가"]);
    expect(rules("즉시 전문가의 도움을 받으셔야 합니다.")).toEqual(["specialty:즉시 전문가"]);
    expect(rules("혼자 버티지 마시고 전문가에게 물어보세요.")).toEqual(["specialty:마시고 전문가"]);
    expect(rules("되도록 빨리 변호사의 검토를 받아 보시기 바랍니다.")).toEqual([]);
  });
  it("allows 전문 for a specialty registered with the bar, stated as such", () => {
    const text = "형사법 전문 (대한변호사협회 등록) 변호사입니다.";
    expect(rules(text, { registeredSpecialties: ["형사법"] })).toEqual([]);
    expect(rules(text)).not.toEqual([]);
    expect(rules("민사 전문 변호사입니다.", { registeredSpecialties: ["형사법"] })).not.toEqual([]);
  });
  it("flags superlatives but not the statute's 최고형 or a maximum penalty", () => {
    expect(rules("업계 최초이자 국내 유일의 서비스, No.1 로펌")).toEqual([
      "superlative:업계 최초",
      "superlative:국내 유일",
      "superlative:No.1",
    ]);
    expect(rules("최고의 변호인단이 100% 승소를 이끕니다.")).toEqual(
      expect.arrayContaining(["superlative:최고의", "superlative:100% 승소"]),
    );
    expect(rules("법정 최고형은 징역 5년입니다. 벌금은 최대 2천만 원입니다.")).toEqual([]);
  });
  it("flags promised results and win rates", () => {
    expect(rules("무죄를 보장합니다. 승소율 95%! 반드시 집행유예를 받아 드립니다.")).toEqual([
      "promised-result:무죄를 보장",
      "promised-result:승소율",
      "promised-result:반드시 집행유예",
    ]);
    expect(rules("결과를 약속드립니다.")).toEqual(["promised-result:결과를 약속"]);
    expect(rules("결과를 약속할 수는 없습니다. 무죄를 보장하지 않습니다.")).toEqual([]);
  });
  it("flags free or cheap consultations used as a lure", () => {
    expect(rules("지금 전화하시면 무료 상담! 착수금 0원")).toEqual(["fee-inducement:무료 상담", "fee-inducement:착수금 0원"]);
    expect(rules("상담 비용은 상담 전에 안내해 드립니다.")).toEqual([]);
  });
  it("flags deferred, refunded, at-cost and discounted fees used as a lure", () => {
    expect(rules("수임료 후불제로 부담 없이 맡기세요.")).toEqual(["fee-inducement:수임료 후불"]);
    expect(rules("결과가 없으면 전액 환불 보장!")).toEqual(["fee-inducement:전액 환불 보장"]);
    expect(rules("원가 수준의 수임료로 모십니다.")).toEqual(["fee-inducement:원가 수준"]);
    expect(rules("이번 달 할인 쿠폰을 드립니다. 착수금 30% 할인")).toEqual(["fee-inducement:할인 쿠폰", "fee-inducement:30% 할인"]);
    expect(rules("물건을 원가보다 비싸게 팔았다면 사기가 될 수 있습니다.")).toEqual([]);
  });
  it("flags emphasis on former posts, including a trainee's externship called 검사 직무대리", () => {
    expect(rules("검사 출신 변호사가 직접 변론합니다.")).toEqual(["former-office:검사 출신"]);
    expect(rules("전) ○○지방검찰청 검사 직무대리 실무수습")).toEqual(["former-office:전) ○○지방검찰청 검사"]);
    expect(rules("○○지방검찰청 검사 직무대리 실무수습")).toEqual(["former-office:검사 직무대리"]);
    expect(rules("○○지방검찰청 실무수습")).toEqual([]);
  });
  it("flags a career line naming the former office apart from the post", () => {
    expect(rules("전) ○○지검 검사")).toEqual(["former-office:전) ○○지검 검사"]);
    expect(rules("(전) 서울중앙지방법원 판사")).toEqual(["former-office:(전) 서울중앙지방법원 판사"]);
    expect(rules("前 ○○경찰서 근무")).toEqual(["former-office:前 ○○경찰서 근무"]);
    expect(rules("○○지검 근무 10년")).toEqual(["former-office:○○지검 근무"]);
    // Plain statements about the institutions stay allowed.
    expect(rules("항소 여부를 정한 것은 그때의 검찰청 검사였습니다. 관할 경찰서를 방문해 고소장을 내세요.")).toEqual([]);
  });
  it("asks testimonials and ratings for a consent note and a results-differ note", () => {
    expect(rules("고객 후기: 정말 감사했습니다.")).toEqual(["testimonial-consent:고객 후기"]);
    expect(rules("소비자가 남긴 후기도 명예훼손이 될 수 있습니다.")).toEqual([]);
    expect(rules("고객 후기: 정말 감사했습니다. 의뢰인의 동의를 받아 게재했으며, 사건마다 결과는 다를 수 있습니다.")).toEqual([]);
  });
  it("says nothing about plain legal information", () => {
    const text =
      "## 음주운전 처벌 기준\n\n혈중알코올농도 0.03% 이상 0.08% 미만이면 1년 이하의 징역이나 500만 원 이하의 벌금에 처합니다(도로교통법 제148조의2 제3항 제3호).";
    expect(checkAdvertising(text)).toEqual([]);
  });
});

describe("sentencesOf", () => {
  it("splits on sentence ends and lines, dropping markdown markers", () => {
    expect(sentencesOf("## 제목\n- 첫째. 둘째!\n> 인용")).toEqual(["제목", "첫째.", "둘째!", "인용"]);
  });
});
