import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { OutboundMessageItem } from "@shared/intake/intake-messages";
import { answer, json } from "@/test/api";
import { renderApp } from "@/test/render";
import { SentMessages } from "./sent-messages";

const MESSAGES: OutboundMessageItem[] = [
  {
    id: 1,
    kind: "ack_email",
    channel: "email",
    recipient: "minsu@example.com",
    body: "제목\n\n본문",
    status: "sent",
    attempts: 1,
    createdAt: "2026-03-03T01:00:00.000Z",
    sentAt: "2026-03-03T01:00:05.000Z",
    nextAttemptAt: null,
    lastError: null,
  },
  {
    id: 2,
    kind: "ack_sms",
    channel: "sms",
    recipient: "01012345678",
    body: "접수",
    status: "pending",
    attempts: 2,
    createdAt: "2026-03-03T01:00:00.000Z",
    sentAt: null,
    nextAttemptAt: "2026-03-03T01:04:00.000Z",
    lastError: "문자 발송 서버 오류 (HTTP 500)",
  },
  {
    id: 3,
    kind: "urgent_alert",
    channel: "sms",
    recipient: "01099998888",
    body: "[긴급]",
    status: "failed",
    attempts: 1,
    createdAt: "2026-03-03T01:00:00.000Z",
    sentAt: null,
    nextAttemptAt: null,
    lastError: "문자 발송이 설정되지 않아 보내지 않았습니다",
  },
];

describe("보낸 알림", () => {
  it("loads only when opened, then lists each message with its status, attempts, time and last error", async () => {
    const get = answer("get", "/api/consultations/41/messages", json(MESSAGES));
    const { user } = renderApp(<SentMessages consultationId={41} />);
    const toggle = screen.getByRole("button", { name: "보낸 알림 보기" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(get.bodies).toHaveLength(0);
    await user.click(toggle);
    const list = await screen.findByRole("list");
    expect(get.bodies).toHaveLength(1);
    const items = within(list).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("접수 확인 이메일");
    expect(items[0]).toHaveTextContent("이메일 · minsu@example.com");
    expect(items[0]).toHaveTextContent("발송됨");
    expect(items[0]).toHaveTextContent("발송 2026년 3월 3일 오전 10:00 · 시도 1회");
    expect(items[1]).toHaveTextContent("문자 · 010-1234-5678");
    expect(items[1]).toHaveTextContent("대기");
    expect(items[1]).toHaveTextContent("다음 시도 2026년 3월 3일 오전 10:04 · 시도 2회");
    expect(items[1]).toHaveTextContent("마지막 오류: 문자 발송 서버 오류 (HTTP 500)");
    expect(items[2]).toHaveTextContent("긴급 알림 문자 (변호사)");
    expect(items[2]).toHaveTextContent("실패");
    expect(screen.getByRole("button", { name: "보낸 알림 접기" })).toHaveAttribute("aria-expanded", "true");
  });

  it("says so when nothing was sent", async () => {
    answer("get", "/api/consultations/7/messages", json([]));
    const { user } = renderApp(<SentMessages consultationId={7} />);
    await user.click(screen.getByRole("button", { name: "보낸 알림 보기" }));
    expect(await screen.findByText("보낸 알림이 없습니다.")).toBeVisible();
  });
});
