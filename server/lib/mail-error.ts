// A mail server's refusal in Korean, with the server's own answer (its SMTP reply) so the attorney or the host can
// look it up. Never carries the password: nodemailer's errors hold the reply line and a code, not the credentials.

const REASONS: Record<string, string> = {
  EAUTH: "로그인하지 못했습니다. 아이디와 비밀번호(앱 비밀번호)를 확인해주세요",
  ECONNECTION: "메일 서버에 연결하지 못했습니다. 주소와 포트, 보안 연결(SSL) 설정을 확인해주세요",
  ETIMEDOUT: "메일 서버가 제시간에 답하지 않았습니다. 주소와 포트를 확인해주세요",
  ESOCKET: "메일 서버와의 연결이 끊겼습니다. 포트와 보안 연결(SSL) 설정을 확인해주세요",
  EDNS: "메일 서버 주소를 찾지 못했습니다. 주소를 확인해주세요",
  EENVELOPE: "메일 서버가 보내는 주소나 받는 주소를 거절했습니다",
  EMESSAGE: "메일 서버가 메일을 거절했습니다",
  ETLS: "보안 연결(TLS)을 맺지 못했습니다. 보안 연결(SSL) 설정과 포트를 확인해주세요",
};

/** "로그인하지 못했습니다 … (서버 응답: 535 5.7.8 Authentication failed)". */
export function mailErrorText(error: unknown): string {
  const e = (error ?? {}) as { code?: unknown; response?: unknown; responseCode?: unknown; message?: unknown };
  const code = typeof e.code === "string" ? e.code : "";
  const reason = REASONS[code] ?? "메일을 보내지 못했습니다";
  const answer = typeof e.response === "string" && e.response ? e.response : typeof e.message === "string" ? e.message : "";
  const detail = answer.replace(/[\r\n]+/g, " ").slice(0, 200);
  return detail ? `${reason} (서버 응답: ${detail})` : reason;
}
