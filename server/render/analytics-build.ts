// Whether the client bundle this server serves loads Google Analytics: set at build time from the same
// VITE_GA_MEASUREMENT_ID the client was built with (scripts/build.mjs); from source (development, tests),
// read from the environment as Vite would.
declare const __ANALYTICS_ID__: string | undefined;

export const ANALYTICS_BUILD: boolean =
  typeof __ANALYTICS_ID__ === "string" ? __ANALYTICS_ID__ !== "" : Boolean(process.env.VITE_GA_MEASUREMENT_ID);
