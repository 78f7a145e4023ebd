// A question and its answer, listed under a guide (and in its FAQPage structured data).
export interface Faq {
  id?: string | number;
  question: string;
  answer: string;
}
