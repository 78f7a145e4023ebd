// Button looks of the back office: at least 44px tall, a visible focus ring on keyboard focus.
const base =
  "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-4 text-[15px] font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60";

export const primaryButtonClass = `${base} bg-brand-700 text-white hover:bg-brand-800 focus-visible:ring-brand-600`;
export const secondaryButtonClass = `${base} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:ring-brand-600`;
export const dangerButtonClass = `${base} border border-red-200 bg-white text-red-700 hover:bg-red-50 focus-visible:ring-red-600`;
