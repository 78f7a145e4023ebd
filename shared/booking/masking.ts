// What a booking's manage page shows of the person: the first letter and two circles whatever the length (김민준 → 김○○), and the last four
// digits of the phone. The link may sit in a shared inbox or on a family phone, so nothing more.

export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.join("");
  return `${chars[0]}○○`;
}

export function phoneLastFour(phone: string): string {
  return phone.replace(/\D/g, "").slice(-4);
}
