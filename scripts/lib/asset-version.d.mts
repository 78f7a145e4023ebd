// Types of asset-version.mjs.
/** A 12-hex-digit hash of every file (path and bytes) under `dir` (attached_assets/ by default). */
export function assetVersion(dir?: string): string;
