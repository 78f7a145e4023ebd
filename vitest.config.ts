import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "client/src"),
      "@shared": path.resolve(import.meta.dirname, "shared"),
    },
  },
  test: {
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          // A worker runs its files one after another in one process, importing the app and PGlite's WebAssembly
          // once instead of per file: the tier takes half the time (236 → 121 s on 2 cores). Every file builds
          // its own app and database and closes them; the server's module state is the log level (set alike by
          // each entry point) and caches of values that never change; the suite passes with its files in
          // shuffled order (`--sequence.shuffle.files`). The component files below keep their isolation: they
          // share jsdom's global document.
          isolate: false,
          include: ["shared/**/*.test.ts", "server/**/*.test.ts", "client/**/*.test.ts", "tests/**/*.test.ts"],
          environment: "node",
          // A folder for the run's template databases (tests/helpers/database-templates.ts).
          globalSetup: ["tests/global-setup.ts"],
        },
      },
      {
        // Component tests: React screens in jsdom, the API answered by msw at the fetch level.
        extends: true,
        test: {
          name: "dom",
          include: ["client/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["client/src/test/setup.ts"],
        },
      },
    ],
  },
});
