// Korean phone numbers: accept common forms, store digits only in national form, show 3-4-4.

/** "010-1234-5678", "01012345678", "+82 10 1234 5678", "(02) 123-4567" → national digits, or null if not a phone number. */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (!/^[+\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) {
    if (!digits.startsWith("82")) return null;
    digits = "0" + digits.slice(2).replace(/^0/, "");
  } else if (digits.startsWith("82") && digits.length >= 11 && !digits.startsWith("820")) {
    digits = "0" + digits.slice(2);
  }
  if (/^01[016789]\d{7,8}$/.test(digits)) return digits; // mobile
  if (/^02\d{7,8}$/.test(digits)) return digits; // Seoul
  if (/^0[3-6]\d\d{7,8}$/.test(digits)) return digits; // other regions
  if (/^070\d{8}$/.test(digits)) return digits; // internet phone
  return null;
}

/**
 * An office's number: every form a requester may give, plus the nationwide representative numbers
 * (대표번호 15xx, 16xx, 18xx: eight digits, no area code).
 */
export function normalizeOfficePhone(input: string): string | null {
  const trimmed = input.trim();
  const digits = trimmed.replace(/\D/g, "");
  if (/^[\d\s-]+$/.test(trimmed) && /^1[568]\d{6}$/.test(digits)) return digits;
  return normalizePhone(input);
}

/** Display form: 1588-1234, 010-1234-5678, 02-123-4567, 031-123-4567. Unknown shapes are returned as given. */
export function formatPhone(value: string): string {
  const d = value.replace(/\D/g, "");
  if (/^1[568]\d{6}$/.test(d)) return `${d.slice(0, 4)}-${d.slice(4)}`;
  if (d.startsWith("02")) {
    if (d.length === 9) return `${d.slice(0, 2)}-${d.slice(2, 5)}-${d.slice(5)}`;
    if (d.length === 10) return `${d.slice(0, 2)}-${d.slice(2, 6)}-${d.slice(6)}`;
  }
  if (d.length === 11) return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  return value;
}
