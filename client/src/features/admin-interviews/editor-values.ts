// The interview editor's form values: the shared content fields plus the case type, the masked client name and
// the client's consent record, and their mapping to and from the interviews API.
import type { AdminInterview } from "@shared/content/admin-interviews";
import { interviewInputSchema, type InterviewInput } from "@shared/content/interview-input";
import {
  contentBody,
  contentValuesFrom,
  EMPTY_CONTENT_VALUES,
  formFieldOf as contentFieldOf,
  validateWith,
  type ContentEditorValues,
} from "@/components/content-editor/content-values";
import { consentBody, EMPTY_CONSENT, type ConsentInputs } from "@/components/admin/consent-record-fields";

export interface InterviewEditorValues extends ContentEditorValues {
  caseType: string;
  clientName: string;
  consent: ConsentInputs;
}

export const EMPTY_INTERVIEW_VALUES: InterviewEditorValues = {
  ...EMPTY_CONTENT_VALUES,
  caseType: "",
  clientName: "",
  consent: EMPTY_CONSENT,
};

export function valuesFromInterview(interview: AdminInterview): InterviewEditorValues {
  return {
    ...contentValuesFrom(interview),
    caseType: interview.caseType ?? "",
    clientName: interview.clientName ?? "",
    consent: interview.consent ?? EMPTY_CONSENT,
  };
}

export function toInterviewBody(values: InterviewEditorValues, original?: AdminInterview): InterviewInput {
  return {
    ...contentBody(values, original),
    caseType: values.caseType,
    clientName: values.clientName,
    consent: consentBody(values.consent ?? EMPTY_CONSENT),
  };
}

export const interviewFieldOf = (name: string) => contentFieldOf(name, EMPTY_INTERVIEW_VALUES);

/** The messages per form field, empty when the body may be sent. */
export function validateInterview(values: InterviewEditorValues, now = Date.now()): Partial<Record<keyof InterviewEditorValues, string>> {
  return validateWith(interviewInputSchema, toInterviewBody(values), values, EMPTY_INTERVIEW_VALUES, now);
}
