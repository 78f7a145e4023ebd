// The current time. Rules that depend on time take a Clock so tests can move it.
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
