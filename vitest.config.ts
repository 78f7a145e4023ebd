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
