// What is queued when a request is stored: the requester's acknowledgement by e-mail (when they gave one) and by
// text (with their consent, to a mobile number), and the urgent alert to the attorney's phone. Bodies come from
// the attorney's templates (intake-settings.ts), filled in with the office's facts and the request number only,
// so no case fact reaches a text or an acknowledgement e-mail. The alert carries the number and the urgency.
import { type OfficeFacts } from "../office/office-placeholders";
import { requestNumberLabel } from "./labels";
import { fillPlaceholders, officePlaceholderValues } from "../office/site-facts";
import type { IntakeSettings, IntakeTemplateValues } from "./intake-settings";
import type { OutboundChannel, OutboundKind, OutboundStatus, Urgency } from "./options";
import { alertSendAt } from "./quiet-hours";

export interface PlannedMessage {
  kind: OutboundKind;
  channel: OutboundChannel;
  recipient: string;
  /** For an e-mail: the subject line, then a blank line, then the text (see splitEmailBody). */
  body: string;
  /** When it may first go out (the end of quiet hours for a held alert). */
  nextAttemptAt: Date;
}

/** A request as the planner needs it: no name, case type or content. */
export interface RequestForIntake {
  /** The request's number, or a marker the database replaces with it. */
  id: number | string;
  phone: string;
  email: string | null;
  urgency: Urgency;
  smsConsent: boolean;
}

/** The placeholders' values for request `requestNumber`. */
export function intakeTemplateValues(office: OfficeFacts, requestNumber: number | string): IntakeTemplateValues {
  return { "{접수번호}": String(requestNumber), ...officePlaceholderValues(office) };
}

/** A mobile number (010, 011, 016–019): only these receive texts. */
function isMobileNumber(digits: string): boolean {
  return /^01[016789]\d{7,8}$/.test(digits);
}

/** The alert to the attorney: the urgency and the request number, nothing about the person. */
export function urgentAlertText(id: number | string, urgency: Urgency): string {
  const marker = urgency === "emergency" ? "[매우 긴급]" : "[긴급]";
  return `${marker} 새 상담 신청(${requestNumberLabel(id)}) — 관리자 화면에서 확인해주세요`;
}

/** Whether a request of `urgency` alerts the attorney under the setting. */
export function alertsFor(urgency: Urgency, setting: IntakeSettings["alertUrgencies"]): boolean {
  return urgency === "emergency" || (urgency === "urgent" && setting === "emergency_and_urgent");
}

const EMAIL_SEPARATOR = "\n\n";

/** An acknowledgement e-mail's stored body: subject, blank line, text. */
export function joinEmailBody(subject: string, text: string): string {
  return `${subject}${EMAIL_SEPARATOR}${text}`;
}

export function splitEmailBody(body: string): { subject: string; text: string } {
  const at = body.indexOf(EMAIL_SEPARATOR);
  return at < 0 ? { subject: body, text: "" } : { subject: body.slice(0, at), text: body.slice(at + EMAIL_SEPARATOR.length) };
}

/** The messages to queue for a newly stored request, at `now`. */
export function planIntakeMessages(request: RequestForIntake, intake: IntakeSettings, office: OfficeFacts, now: Date): PlannedMessage[] {
  const values = intakeTemplateValues(office, request.id);
  const planned: PlannedMessage[] = [];
  if (request.email) {
    planned.push({
      kind: "ack_email",
      channel: "email",
      recipient: request.email,
      body: joinEmailBody(fillPlaceholders(intake.ackEmailSubject, values), fillPlaceholders(intake.ackEmailBody, values)),
      nextAttemptAt: now,
    });
  }
  if (request.smsConsent && isMobileNumber(request.phone)) {
    planned.push({
      kind: "ack_sms",
      channel: "sms",
      recipient: request.phone,
      body: fillPlaceholders(intake.ackSmsBody, values),
      nextAttemptAt: now,
    });
  }
  if (intake.alertPhone && alertsFor(request.urgency, intake.alertUrgencies)) {
    planned.push({
      kind: "urgent_alert",
      channel: "sms",
      recipient: intake.alertPhone,
      body: urgentAlertText(request.id, request.urgency),
      nextAttemptAt: alertSendAt(now, request.urgency, intake.quietHours),
    });
  }
  return planned;
}

/** One message as the back office lists it under a request ("보낸 알림"). */
export interface OutboundMessageItem {
  id: number;
  kind: OutboundKind;
  channel: OutboundChannel;
  recipient: string;
  body: string;
  status: OutboundStatus;
  attempts: number;
  /** ISO instants. */
  createdAt: string;
  sentAt: string | null;
  /** When the next attempt is due (pending only). */
  nextAttemptAt: string | null;
  lastError: string | null;
}
