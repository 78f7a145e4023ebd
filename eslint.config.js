// Lint: TypeScript rules plus the import directions of our house style (client and server layers, below).
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import globals from "globals";
import tseslint from "typescript-eslint";

const FEATURE_IMPORTS = { group: ["@/features/*"], message: "Features must not import other features; compose them in pages." };
const TEST_HELPER_IMPORTS = { group: ["@/test/*"], message: "Test helpers are imported by *.test.ts(x) files only." };

// The map of shared/ (docs/decisions/007-shared-by-domain.md): each folder and the folders it may import. A folder
// may always import its own files. From this one table come the zones below; unlike import-x/no-cycle, a zone
// also checks `import type`, so no circle can close across folders, type-only or not.
const SHARED_MAP = {
  lib: [],
  content: ["lib"],
  privacy: ["lib"],
  auth: ["lib"],
  pages: ["lib", "content", "privacy"],
  office: ["lib", "content", "privacy"],
  intake: ["lib", "pages", "office"],
  seo: ["lib", "content", "pages", "office"],
  render: ["lib", "content", "office", "seo"],
  settings: ["lib", "office", "intake", "booking"],
  holidays: [],
  tools: ["lib", "holidays"],
  booking: ["lib", "office", "intake", "holidays", "tools"],
  schema: ["lib", "content", "auth", "intake", "seo", "settings", "holidays", "tools", "booking"],
};
const SHARED_FOLDERS = Object.keys(SHARED_MAP);
/** One zone per shared folder: it may not import the folders its entry leaves out. */
const sharedZones = () =>
  SHARED_FOLDERS.map((folder) => ({
    target: `./shared/${folder}`,
    from: SHARED_FOLDERS.filter((other) => other !== folder && !SHARED_MAP[folder].includes(other)).map((other) => `./shared/${other}`),
    message: `shared/${folder}/ may import only ${["itself", ...SHARED_MAP[folder]].join(", ")} (the shared map in eslint.config.js).`,
  })).filter((zone) => zone.from.length > 0);

/** The import directions of every file; `options.sharedMap` false for tests, which may borrow another domain's sample values. */
function zones({ sharedMap }) {
  return [
    // shared/ is used by both sides and imports from neither.
    { target: "./shared", from: ["./client", "./server"], message: "shared/ must not import client or server code." },
    // The browser bundle never reaches server code, and the server never imports React screens.
    { target: "./client", from: "./server", message: "client code must not import server code." },
    { target: "./server", from: "./client", message: "server code must not import client code (it loads the SSR entry at run time)." },
    // Client layers flow one way: shared → lib/components → features → pages → app.
    { target: "./client/src/lib", from: ["./client/src/features", "./client/src/pages", "./client/src/app"] },
    { target: "./client/src/components", from: ["./client/src/features", "./client/src/pages", "./client/src/app"] },
    { target: "./client/src/features", from: ["./client/src/pages", "./client/src/app"] },
    { target: "./client/src/pages", from: "./client/src/app" },
    // Server layers: routes and middleware → services → storage → db; lib is below all of them.
    // app.ts (with its domain parts app-*.ts), index.ts, boot.ts and cli/ compose the layers and may import any of them.
    {
      target: ["./server/routes", "./server/middleware"],
      from: ["./server/storage", "./server/db"],
      message: "routes and middleware reach the database through a service (pass it in from server/app.ts).",
    },
    { target: "./server/services", from: ["./server/routes", "./server/middleware"], message: "services know nothing of HTTP." },
    {
      target: "./server/storage",
      from: ["./server/routes", "./server/middleware", "./server/services"],
      message: "storage holds queries only and never calls a service.",
    },
    {
      target: "./server/lib",
      from: ["./server/storage", "./server/services"],
      message: "lib is below the layers: take what it needs as a parameter.",
    },
    // The browser never loads the tables (Drizzle stays on the server).
    {
      target: "./client",
      from: "./shared/schema",
      message: "client code must not import shared/schema/ (server only); take the type or value from its domain folder.",
    },
    ...(sharedMap ? sharedZones() : []),
  ];
}

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "data/**", "migrations/**", ".tmp/**"] },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import-x/no-cycle": "error",
      "import-x/no-restricted-paths": ["error", { zones: zones({ sharedMap: true }) }],
    },
  },
  {
    // A test in shared/ may borrow another domain's sample values: every direction but the shared map.
    files: ["shared/**/*.test.ts"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: zones({ sharedMap: false }) }] },
  },
  {
    // Test helpers are for tests only, so they never reach a bundle.
    files: ["client/src/**"],
    ignores: ["client/src/test/**", "client/src/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [TEST_HELPER_IMPORTS] }] },
  },
  {
    // A feature never imports another feature: compose them in pages.
    files: ["client/src/features/*/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [FEATURE_IMPORTS] }] },
  },
  {
    // Both rules at once for feature code (a later block replaces the rule's options, it does not add to them).
    files: ["client/src/features/*/**"],
    ignores: ["client/src/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [FEATURE_IMPORTS, TEST_HELPER_IMPORTS] }] },
  },
);
