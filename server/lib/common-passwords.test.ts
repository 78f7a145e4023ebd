import { describe, expect, it } from "vitest";
import { isCommonPassword } from "./common-passwords";

describe("isCommonPassword", () => {
  it("refuses listed passwords, listed ones with digits or symbols around them, repeats and the username", () => {
    for (const password of [
      "123456789012",
      "qwertyuiop123",
      "password1234!",
      "iloveyou2026!",
      "qwertyqwerty",
      "aaaaaaaaaaaa",
      "abababababab",
      "Dragon!!2024",
      "kim-office-2026",
      "Kim-Office!!",
    ]) {
      expect(isCommonPassword(password, ["kim-office"]), password).toBe(true);
    }
  });
  it("lets a password of the person's own through", () => {
    for (const password of [
      "출근길-버스-3번-창가",
      "lantern-orbit-maple",
      "x7#Kq9!mW2pL",
      "correct horse staple",
      "kim-office-plans-well",
    ]) {
      expect(isCommonPassword(password, ["kim-office"]), password).toBe(false);
    }
  });
});
