import { describe, expect, it } from "vitest";
import { interviewInputSchema } from "./interview-input";
import { isMaskedName } from "./masked-name";
import { testimonialInputSchema } from "../office/testimonials";

describe("the masked-name rule", () => {
  it("takes a family name and ○ for the rest, and nothing more of the name", () => {
    for (const name of ["김○○", "남궁○○", "이○", " 박○○ "]) expect(isMaskedName(name), name).toBe(true);
    for (const name of ["김철수○", "김철수", "○○○", "김*수", "김○수", ""]) expect(isMaskedName(name), name).toBe(false);
  });

  it("is the same for an interview and a testimonial", () => {
    for (const name of ["김철수○", "김○○"]) {
      const interview = interviewInputSchema.shape.clientName.safeParse(name).success;
      const testimonial = testimonialInputSchema.shape.clientName.safeParse(name).success;
      expect(interview, name).toBe(testimonial);
      expect(interview, name).toBe(isMaskedName(name));
    }
  });
});
