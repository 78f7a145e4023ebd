import { cn } from "@/lib/cn";

/** "12/60": characters typed against the recommended maximum, red when over. */
export function CharCount({ value, max }: { value: string; max: number }) {
  const n = Array.from(value).length;
  return <span className={cn("tabular-nums", n > max ? "font-semibold text-red-700" : "text-slate-600")}>{`${n}/${max}`}</span>;
}
