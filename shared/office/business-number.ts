// 사업자등록번호: ten digits written 000-00-00000, the last a check digit over the first nine (weights 1,3,7,1,3,7,1,3,5;
// the ninth digit's product also adds its tens; the check digit is 10 minus the sum's last digit, 0 for 10).

const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5];

/** The digits of a written number ("123-45-67890" → "1234567890"), or null when it is not ten digits in that shape. */
function businessNumberDigits(input: string): string | null {
  const trimmed = input.trim();
  if (!/^\d{3}-?\d{2}-?\d{5}$/.test(trimmed)) return null;
  return trimmed.replace(/-/g, "");
}

/** Whether the check digit of a 사업자등록번호 is right. */
export function isValidBusinessNumber(input: string): boolean {
  const digits = businessNumberDigits(input);
  if (!digits) return false;
  const d = [...digits].map(Number);
  let sum = WEIGHTS.reduce((acc, w, i) => acc + d[i] * w, 0);
  sum += Math.floor((d[8] * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

/** Display form 000-00-00000. */
export function formatBusinessNumber(input: string): string {
  const digits = businessNumberDigits(input);
  return digits ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : input.trim();
}
