// Lint: TypeScript rules plus the import directions of our house style (client and server layers, below).
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import globals from "globals";
import tseslint from "typescript-eslint";

const FEATURE_IMPORTS = { group: ["@/features/*"], message: "Features must not import other features; compose them in pages." };
const TEST_HELPER_IMPORTS = { group: ["@/test/*"], message: "Test helpers are imported by *.test.ts(x) files only." };

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
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
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
            // app.ts (with app-auth.ts, app-messages.ts), index.ts, boot.ts and cli/ compose the layers and may import any of them.
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
            { target: "./server/lib", from: ["./server/storage", "./server/services"], message: "lib is below the layers: take what it needs as a parameter." },
          ],
        },
      ],
    },
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
