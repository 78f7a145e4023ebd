// The shapes of the privacy policy: a section, a dated edition, and what a build and the office's settings
// tell the text (each edition in editions/ and the current text in privacy-policy.ts build on these).
import type { OfficeProcessorNames } from "./privacy-processors";

export interface PolicySection {
  id: string;
  title: string;
  paragraphs: string[];
  /** A list after the paragraphs. */
  items?: string[];
}

export interface PolicyVersion {
  /** The identifier in /privacy/{version} and in consultations.consent_version: the effective date ("-2" for a second edition that day). */
  version: string;
  effectiveDate: string;
  sections: PolicySection[];
}

export interface PolicyOptions {
  /** Google Analytics is enabled in this build (VITE_GA_MEASUREMENT_ID): its processor and transfer abroad are listed. */
  analytics: boolean;
  /** Texts are sent in this install (SMS_* set): the SMS provider is listed as a processor. */
  sms: boolean;
  /** The office as saved in its settings: its name, its 개인정보 보호책임자 and the companies it entrusts data to. */
  office: { name: string; officer: { name: string; position: string; phone: string; email: string }; processors: OfficeProcessorNames };
}
