// wouter imports useSyncExternalStore from the "use-sync-external-store" shim, written for React before 18.
// React 19 has the hook itself; vite.config.ts points the shim's module here so no bundle carries the shim.
export { useSyncExternalStore } from "react";
