// The look of a choice in the booking pages' radio groups: a large target (44 px high), the checked one marked by
// its border and background, the keyboard focus ringed.
export const CHOICE =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-[15px] text-slate-900 " +
  "has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 " +
  "has-[:disabled]:cursor-not-allowed has-[:disabled]:border-slate-200 has-[:disabled]:bg-slate-50 has-[:disabled]:text-slate-600";

export const RADIO = "h-4 w-4 shrink-0 accent-brand-700";

export const PRIMARY_BUTTON =
  "rounded-lg bg-brand-700 px-5 py-3 text-[16px] font-bold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70";

export const SECONDARY_BUTTON =
  "rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-[15px] font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50";
