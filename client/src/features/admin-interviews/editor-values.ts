// The interview editor's form values: the shared content fields plus the case type and the masked client
// name, and their mapping to and from the interviews API.
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

export interface InterviewEditorValues extends ContentEditorValues {
  caseType: string;
  clientName: string;
}

export const EMPTY_INTERVIEW_VALUES: InterviewEditorValues = { ...EMPTY_CONTENT_VALUES, caseType: "", clientName: "" };

export function valuesFromInterview(interview: AdminInterview): InterviewEditorValues {
  return { ...contentValuesFrom(interview), caseType: interview.caseType ?? "", clientName: interview.clientName ?? "" };
}

export function toInterviewBody(values: InterviewEditorValues, original?: AdminInterview): InterviewInput {
  return { ...contentBody(values, original), caseType: values.caseType, clientName: values.clientName };
}

export const interviewFieldOf = (name: string) => contentFieldOf(name, EMPTY_INTERVIEW_VALUES);

/** The messages per form field, empty when the body may be sent. */
export function validateInterview(values: InterviewEditorValues, now = Date.now()): Partial<Record<keyof InterviewEditorValues, string>> {
  return validateWith(interviewInputSchema, toInterviewBody(values), values, EMPTY_INTERVIEW_VALUES, now);
}
