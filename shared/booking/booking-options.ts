// The enumerated values of a booking, used by the table's checks, the validators and the screens.

/** pending: waits for the attorney (확정대기); confirmed; then how it went or ended. */
export const BOOKING_STATUSES = ["pending", "confirmed", "declined", "completed", "no_show", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** The statuses that hold their time: a slot overlapping one of these is taken. */
export const HOLDING_STATUSES = ["pending", "confirmed"] as const satisfies readonly BookingStatus[];

/** What the visitor says first: an arrest or something today never sees a calendar (the urgent path instead). */
export const BOOKING_SITUATIONS = ["arrest", "today", "deadline", "general"] as const;

export const REMINDER_CHANNELS = ["sms", "email", "none"] as const;

export const BLOCK_SOURCES = ["manual", "ics"] as const;
