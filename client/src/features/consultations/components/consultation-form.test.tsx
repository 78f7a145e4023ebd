import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { answer, json, networkError } from "@/test/api";
import { findToast, renderApp } from "@/test/render";
import { CONSENT_VERSION } from "@shared/privacy/consent";
import { paths } from "@shared/pages/page-map";
import { ConsultationForm } from "./consultation-form";

// POST /api/consultations answers 201 with this body (the server's received message and the new id).
const RECEIVED = {
  message: "상담 신청이 접수되었습니다. 변호사가 내용을 확인한 뒤 남겨주신 연락처로 연락드리겠습니다.",
  id: 41,
  acknowledgements: { email: true, sms: false },
};
const received = () => screen.findByRole("heading", { name: "상담 신청이 접수되었습니다" }, { timeout: 5000 });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const field = (role: "textbox" | "combobox", name: string) => screen.getByRole(role, { name });
const consent = (group: "개인정보 수집·이용 동의 (필수)" | "민감정보 처리 동의 (필수)") =>
  within(screen.getByRole("group", { name: group })).getByRole("checkbox");
const ageBox = () => screen.getByRole("checkbox", { name: "신청하는 분은 만 14세 이상입니다 (필수)" });
const submit = (user: UserEvent) => user.click(screen.getByRole("button", { name: "상담 신청하기" }));

async function fillRequiredFields(user: UserEvent): Promise<void> {
  await user.type(field("textbox", "이름"), "박서연");
  await user.type(field("textbox", "연락처"), "010-2222-3333");
  await user.selectOptions(field("combobox", "사건 유형"), "sexual");
  await user.selectOptions(field("combobox", "현재 상황"), "suspect");
  await user.selectOptions(field("combobox", "긴급도"), "emergency");
  await user.type(field("textbox", "상담 내용"), "경찰에서 내일 출석하라는 연락을 받았습니다.");
  await user.click(ageBox());
}

async function fillCompleteForm(user: UserEvent): Promise<void> {
  await fillRequiredFields(user);
  await user.click(consent("개인정보 수집·이용 동의 (필수)"));
  await user.click(consent("민감정보 처리 동의 (필수)"));
}

describe("consultation form", () => {
  it("shows each consent as a one-line summary; 자세히 보기 opens its full text and the policy of the version the request records", async () => {
    const { user } = renderApp(<ConsultationForm />);
    for (const group of ["개인정보 수집·이용 동의 (필수)", "민감정보 처리 동의 (필수)"]) {
      const box = within(screen.getByRole("group", { name: group }));
      expect(box.queryByText("수집·이용 목적")).toBeNull();
      await user.click(box.getByText("자세히 보기"));
      expect(await box.findByText("수집·이용 목적")).toBeInTheDocument();
      const link = box.getByRole("link", { name: "개인정보처리방침" });
      expect(link).toHaveAttribute("href", paths.privacyVersion({ version: CONSENT_VERSION }));
      expect(link.className).toMatch(/font-bold/);
      expect(link.parentElement).toHaveTextContent(`(버전 ${CONSENT_VERSION})`);
      expect(box.getByRole("checkbox")).not.toBeChecked();
    }
  });

  it("names every missing required field with its own message and sends nothing", async () => {
    const api = answer("post", "/api/consultations", json(RECEIVED, 201));
    const { user } = renderApp(<ConsultationForm />);
    // The first click also starts loading the validator; the messages appear once it has loaded.
    await submit(user);

    const expected: [HTMLElement, string][] = [
      [field("textbox", "이름"), "이름을 입력해주세요"],
      [field("textbox", "연락처"), "연락처를 입력해주세요"],
      [field("combobox", "사건 유형"), "사건 유형을 선택해주세요"],
      [field("combobox", "현재 상황"), "현재 상황을 선택해주세요"],
      [field("combobox", "긴급도"), "긴급도를 선택해주세요"],
      [field("textbox", "상담 내용"), "상담 내용을 입력해주세요"],
      [ageBox(), "신청하는 분이 만 14세 이상인지 확인해주세요. 만 14세 미만은 부모님 등 법정대리인이 신청해주세요."],
      [consent("개인정보 수집·이용 동의 (필수)"), "개인정보 수집 및 이용에 동의해주세요"],
      [consent("민감정보 처리 동의 (필수)"), "민감정보 처리에 동의해주세요"],
    ];
    await screen.findByText("이름을 입력해주세요");
    for (const [control, message] of expected) {
      expect(screen.getByText(message)).toBeVisible();
      expect(control).toBeInvalid();
      expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(field("textbox", "이름")).toHaveFocus();
    expect(screen.queryByText("올바른 이메일 형식을 입력해주세요")).toBeNull();
    expect(api.bodies).toEqual([]);
  });

  it("is not sent until both consent boxes are checked", async () => {
    const api = answer("post", "/api/consultations", json(RECEIVED, 201));
    const { user } = renderApp(<ConsultationForm />);
    await fillRequiredFields(user);

    await submit(user);
    await waitFor(() => expect(consent("개인정보 수집·이용 동의 (필수)")).toHaveFocus());
    expect(screen.getByText("개인정보 수집 및 이용에 동의해주세요")).toBeVisible();
    expect(screen.getByText("민감정보 처리에 동의해주세요")).toBeVisible();
    expect(screen.queryByText("이름을 입력해주세요")).toBeNull();

    await user.click(consent("개인정보 수집·이용 동의 (필수)"));
    await submit(user);
    await waitFor(() => expect(consent("민감정보 처리 동의 (필수)")).toHaveFocus());
    expect(screen.queryByText("개인정보 수집 및 이용에 동의해주세요")).toBeNull();
    expect(screen.getByText("민감정보 처리에 동의해주세요")).toBeVisible();
    expect(api.bodies).toEqual([]);

    await user.click(consent("민감정보 처리 동의 (필수)"));
    await submit(user);
    await received();
    expect(api.bodies).toHaveLength(1);
    expect(api.bodies[0]).toMatchObject({ privacyAgreed: true, sensitiveAgreed: true, ageConfirmed: true });
  });

  it("retries after a network error with the same request id, so the office gets one request", async () => {
    const api = answer("post", "/api/consultations", networkError, json(RECEIVED, 201));
    const { user } = renderApp(<ConsultationForm />);
    await fillCompleteForm(user);

    await submit(user);
    expect(await findToast("상담 신청 실패")).toHaveTextContent("오류가 발생했습니다. 다시 시도해주세요.");
    expect(field("textbox", "이름")).toHaveValue("박서연");

    await submit(user);
    await received();
    const [failed, retried] = api.bodies as { requestId: string }[];
    expect(api.bodies).toHaveLength(2);
    expect(failed.requestId).toMatch(UUID);
    expect(retried.requestId).toBe(failed.requestId);
  });

  it("keeps the text and the request id when the server answers 503 (database away), and shows its message", async () => {
    const unavailable = {
      code: "DB_UNAVAILABLE",
      message: "일시적으로 서버에 연결할 수 없습니다. 입력하신 내용은 그대로 두고 잠시 후 다시 시도해주세요.",
    };
    const api = answer("post", "/api/consultations", json(unavailable, 503, { "Retry-After": "5" }), json(RECEIVED, 201));
    const { user } = renderApp(<ConsultationForm />);
    await fillCompleteForm(user);
    await submit(user);
    expect(await findToast("상담 신청 실패")).toHaveTextContent(unavailable.message);
    expect(field("textbox", "상담 내용")).toHaveValue("경찰에서 내일 출석하라는 연락을 받았습니다.");
    await submit(user);
    await received();
    const [failed, retried] = api.bodies as { requestId: string }[];
    expect(retried.requestId).toBe(failed.requestId);
  });

  it("replaces the form with the 접수 완료 panel: number, reply promise, the acknowledgement sent, and for 매우 긴급 a call button", async () => {
    const api = answer("post", "/api/consultations", json(RECEIVED, 201));
    const { user } = renderApp(<ConsultationForm />);
    await fillCompleteForm(user);
    await submit(user);

    const heading = await received();
    await waitFor(() => expect(heading).toHaveFocus());
    const panel = screen.getByTestId("request-received");
    expect(panel).toHaveTextContent("접수번호 41");
    expect(panel).toHaveTextContent("긴급한 신청부터 먼저 확인합니다");
    expect(panel).toHaveTextContent("확인 메일을 보냈습니다.");
    expect(panel).not.toHaveTextContent("확인 문자");
    expect(within(panel).getByRole("link", { name: /지금 전화하기/ })).toHaveAttribute("href", expect.stringMatching(/^tel:/));
    expect(panel).toHaveTextContent("출석요구서");
    expect(within(panel).getByRole("link", { name: "성범죄 관련 법률 가이드 읽어 보기" })).toHaveAttribute(
      "href",
      paths.boardCategory({ category: "sex-offend" }),
    );
    expect(screen.queryByRole("button", { name: "상담 신청하기" })).toBeNull();
    expect(api.bodies[0]).toMatchObject({
      name: "박서연",
      caseType: "sexual",
      currentStatus: "suspect",
      urgency: "emergency",
      content: "경찰에서 내일 출석하라는 연락을 받았습니다.",
      privacyAgreed: true,
      sensitiveAgreed: true,
      ageConfirmed: true,
    });
  });

  it("claims no acknowledgement the server did not queue, and offers no call button for an ordinary request", async () => {
    answer(
      "post",
      "/api/consultations",
      json({ id: 42, acknowledgementSkipped: true, acknowledgements: { email: false, sms: false }, message: "…" }, 201),
    );
    const { user } = renderApp(<ConsultationForm />);
    await fillCompleteForm(user);
    await user.selectOptions(field("combobox", "긴급도"), "normal");
    await submit(user);
    const panel = within(await screen.findByTestId("request-received"));
    expect(panel.getByText(/^접수번호/)).toHaveTextContent("접수번호 42");
    expect(panel.queryByText(/보냈습니다/)).toBeNull();
    expect(panel.queryByRole("link", { name: /지금 전화하기/ })).toBeNull();
  });

  it("under 매우 긴급 says a call is fastest, and sends the contact preferences; 직접 입력 asks for words", async () => {
    const api = answer("post", "/api/consultations", json(RECEIVED, 201));
    const { user } = renderApp(<ConsultationForm />);
    await fillCompleteForm(user);
    expect(field("combobox", "긴급도")).toHaveAccessibleDescription(expect.stringContaining("당일 대응이 필요하면 전화가 가장 빠릅니다"));
    await user.click(screen.getByRole("radio", { name: "전화만" }));
    await user.selectOptions(screen.getByRole("combobox", { name: /^피해야 할 시간\s*\(선택\)$/ }), "custom");
    await user.click(screen.getByRole("checkbox", { name: "문자·음성 메시지를 남기지 말아 주세요" }));
    await submit(user);
    expect(await screen.findByText("피해야 할 시간을 적어주세요 (예: 평일 오전)")).toBeVisible();
    expect(api.bodies).toEqual([]);
    await user.type(screen.getByRole("textbox", { name: /^피해야 할 시간 직접 입력/ }), "평일 낮 회사");
    await submit(user);
    await received();
    expect(api.bodies[0]).toMatchObject({
      contactMethod: "call_only",
      avoidTime: "custom",
      avoidTimeNote: "평일 낮 회사",
      noMessages: true,
    });
  });

  it("keeps the text and shows the office phone when the site refuses new requests for now (429: nothing stored)", async () => {
    const busy = {
      code: "TOO_MANY_REQUESTS",
      message:
        "지금 상담 신청이 많아 접수하지 못했습니다(신청 내용은 저장되지 않았습니다). 몇 분 후 다시 시도하시거나 02-1234-5678로 전화해주세요.",
    };
    answer("post", "/api/consultations", json(busy, 429, { "Retry-After": "120" }));
    const { user } = renderApp(<ConsultationForm />);
    await fillCompleteForm(user);
    await submit(user);
    expect(await findToast("상담 신청 실패")).toHaveTextContent(busy.message);
    expect(field("textbox", "상담 내용")).toHaveValue("경찰에서 내일 출석하라는 연락을 받았습니다.");
  });

  it("after a refused submit, clears a field's message as soon as the field is corrected", async () => {
    const { user } = renderApp(<ConsultationForm />);
    await submit(user);
    await screen.findByText("이름을 입력해주세요");
    await user.type(field("textbox", "이름"), "박");
    await waitFor(() => expect(screen.queryByText("이름을 입력해주세요")).toBeNull());
    expect(field("textbox", "이름")).toBeValid();
    expect(screen.getByText("연락처를 입력해주세요")).toBeVisible();
  });

  it("refuses an age under 14 next to the field, telling the child that a legal guardian asks instead, and sends nothing", async () => {
    const api = answer("post", "/api/consultations", json(RECEIVED, 201));
    const { user } = renderApp(<ConsultationForm />);
    const age = screen.getByRole("spinbutton", { name: /^나이/ });
    expect(age).toHaveAccessibleDescription(expect.stringContaining("만 14세 미만은 법정대리인이 신청해주세요"));
    await fillCompleteForm(user);
    await user.type(age, "13");
    await submit(user);
    const message = "만 14세 미만은 직접 상담을 신청할 수 없습니다. 부모님 등 법정대리인이 대신 신청해주세요.";
    expect(await screen.findByText(message)).toBeVisible();
    expect(age).toBeInvalid();
    expect(age).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(api.bodies).toEqual([]);

    await user.clear(age);
    await user.type(age, "14");
    await submit(user);
    await received();
    expect(api.bodies).toHaveLength(1);
    expect(api.bodies[0]).toMatchObject({ age: 14 });
  });

  it("with the age left empty, is not sent until the requester confirms being 14 or older", async () => {
    const api = answer("post", "/api/consultations", json(RECEIVED, 201));
    const { user } = renderApp(<ConsultationForm />);
    await fillCompleteForm(user);
    await user.click(ageBox()); // unchecked again: the age field stays empty
    expect(ageBox()).toHaveAccessibleDescription(expect.stringContaining("법정대리인"));
    await submit(user);
    const message = "신청하는 분이 만 14세 이상인지 확인해주세요. 만 14세 미만은 부모님 등 법정대리인이 신청해주세요.";
    expect(await screen.findByText(message)).toBeVisible();
    await waitFor(() => expect(ageBox()).toHaveFocus());
    expect(ageBox()).toBeInvalid();
    expect(api.bodies).toEqual([]);

    await user.click(ageBox());
    await submit(user);
    await received();
    expect(api.bodies).toHaveLength(1);
    expect(api.bodies[0]).toMatchObject({ ageConfirmed: true });
    expect(api.bodies[0]).not.toHaveProperty("age");
  });

  it("sends where the visit came from only with the optional consent, which is apart from the required ones", async () => {
    sessionStorage.setItem(
      "visit-source",
      JSON.stringify({ landingPage: "/board/x?utm_source=naver", utmSource: "naver", ctaSource: "board:x" }),
    );
    const api = answer("post", "/api/consultations", json(RECEIVED, 201), json(RECEIVED, 201));
    const first = renderApp(<ConsultationForm />);
    const user = first.user;
    const optional = () => within(screen.getByRole("group", { name: "유입 경로 정보 수집·이용 동의 (선택)" }));
    expect(optional().getByRole("checkbox", { name: "위 내용을 확인했으며 동의합니다 (선택)" })).not.toBeChecked();
    for (const group of ["개인정보 수집·이용 동의 (필수)", "민감정보 처리 동의 (필수)"]) {
      expect(within(screen.getByRole("group", { name: group })).queryByText(/유입|참조 주소/)).toBeNull();
    }

    await fillCompleteForm(user);
    await submit(user);
    await received();
    expect(api.bodies[0]).not.toHaveProperty("source");
    expect(api.bodies[0]).toMatchObject({ sourceAgreed: false });

    // The panel replaces the form; a new visit fills in a new one.
    first.unmount();
    renderApp(<ConsultationForm />);
    await fillCompleteForm(user);
    await user.click(optional().getByRole("checkbox"));
    await submit(user);
    await waitFor(() => expect(api.bodies).toHaveLength(2));
    expect(api.bodies[1]).toMatchObject({
      sourceAgreed: true,
      source: { landingPage: "/board/x?utm_source=naver", utmSource: "naver", ctaSource: "board:x" },
    });
    sessionStorage.clear();
  });

  it("sends the optional text-message consent only when its own box is checked", async () => {
    const api = answer("post", "/api/consultations", json(RECEIVED, 201), json(RECEIVED, 201));
    const first = renderApp(<ConsultationForm />);
    const user = first.user;
    const group = within(screen.getByRole("group", { name: "접수 확인 문자 받기 (선택)" }));
    expect(group.getByRole("checkbox", { name: "위 내용을 확인했으며 동의합니다 (선택)" })).not.toBeChecked();
    expect(group.getByText(/사건 내용 없음/)).toBeVisible();
    await user.click(group.getByText("자세히 보기"));
    expect(await group.findByText(/상담 신청은 그대로 접수됩니다/)).toBeVisible();

    await fillCompleteForm(user);
    await submit(user);
    await received();
    expect(api.bodies[0]).toMatchObject({ smsConsent: false });

    first.unmount();
    renderApp(<ConsultationForm />);
    await fillCompleteForm(user);
    await user.click(within(screen.getByRole("group", { name: "접수 확인 문자 받기 (선택)" })).getByRole("checkbox"));
    await submit(user);
    await waitFor(() => expect(api.bodies).toHaveLength(2));
    expect(api.bodies[1]).toMatchObject({ smsConsent: true, sourceAgreed: false });
  });

  it("shows the server's message under the field it names, and keeps what was typed", async () => {
    const refused = {
      code: "VALIDATION_ERROR",
      message: "입력값을 확인해주세요",
      fields: { phone: ["올바른 연락처를 입력해주세요 (예: 010-1234-5678)"] },
    };
    answer("post", "/api/consultations", json(refused, 400));
    const { user } = renderApp(<ConsultationForm />);
    await fillCompleteForm(user);
    await submit(user);
    expect(await findToast("상담 신청 실패")).toHaveTextContent("입력값을 확인해주세요");
    expect(field("textbox", "연락처")).toBeInvalid();
    expect(field("textbox", "연락처")).toHaveAccessibleDescription(expect.stringContaining("올바른 연락처를 입력해주세요"));
    expect(field("textbox", "이름")).toHaveValue("박서연");
  });
});
