import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createSecretBox, secretKey } from "./secret-box";

describe("secret box", () => {
  it("round-trips, with a new IV each time, and refuses a tampered value", () => {
    const box = createSecretBox(randomBytes(32));
    const a = box.seal("JBSWY3DPEHPK3PXP");
    expect(a).not.toBe(box.seal("JBSWY3DPEHPK3PXP"));
    expect(box.open(a)).toBe("JBSWY3DPEHPK3PXP");
    // Tamper with the first character of the authentication tag (every bit of it counts; the last character of a
    // base64 part may carry unused bits, so changing it does not always change the bytes).
    const parts = a.split(":");
    parts[2] = (parts[2][0] === "A" ? "B" : "A") + parts[2].slice(1);
    expect(() => box.open(parts.join(":"))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(a)).toThrow();
  });
  it("reads a value stored before encryption as it is", () => {
    const box = createSecretBox(randomBytes(32));
    expect(box.isPlain("JBSWY3DPEHPK3PXP")).toBe(true);
    expect(box.open("JBSWY3DPEHPK3PXP")).toBe("JBSWY3DPEHPK3PXP");
  });
  it("takes the configured key (hex or base64), else derives a stable one from the session secret", () => {
    expect(secretKey("ab".repeat(32), "x")).toEqual(Buffer.alloc(32, 0xab));
    expect(secretKey(Buffer.alloc(32, 1).toString("base64"), "x")).toEqual(Buffer.alloc(32, 1));
    expect(secretKey(undefined, "s".repeat(40))).toEqual(secretKey(undefined, "s".repeat(40)));
    expect(secretKey(undefined, "s".repeat(40))).not.toEqual(secretKey(undefined, "t".repeat(40)));
  });
});
