// ESLint flat config: typescript-eslint (syntax-only, no type information, so it stays fast) for every
// TS file, react-hooks + react-refresh for the web app, Node globals for scripts, bench and e2e.
// Formatting is Prettier's job (.prettierrc.json); nothing here checks layout.
import js from "@eslint/js"
import { defineConfig } from "eslint/config"
import reactHooks from "eslint-plugin-react-hooks"
import reactRefresh from "eslint-plugin-react-refresh"
import globals from "globals"
import tseslint from "typescript-eslint"

export default defineConfig(
  {
    name: "cold-caller/ignores",
    ignores: [
      "**/node_modules/",
      "**/dist/",
      "**/.wrangler/",
      "migrations/",
      "bench/.data/",
      "e2e/.artifacts/",
      "screenshots/",
      "worker/worker-configuration.d.ts",
      "**/*.gen.*",
    ],
  },

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    name: "cold-caller/all",
    linterOptions: { reportUnusedDisableDirectives: "error" },
    languageOptions: { ecmaVersion: 2023, sourceType: "module" },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          args: "after-used",
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { prefer: "type-imports", fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
      "no-console": ["error", { allow: ["warn", "error"] }],
      "no-empty": ["error", { allowEmptyCatch: true }],
    },
  },

  // The worker, the live room and its shared code run in workerd: Web + Worker globals, no Node.
  {
    name: "cold-caller/worker",
    files: ["worker/**/*.ts", "party/**/*.ts"],
    languageOptions: { globals: { ...globals.serviceworker, ...globals.es2023 } },
  },
  // Configuration is read in one place (worker/src/env.ts), never from process.env in app code.
  {
    name: "cold-caller/no-process-env",
    files: ["worker/src/**/*.ts", "party/**/*.ts", "web/src/**/*.{ts,tsx}"],
    ignores: ["worker/src/env.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through worker/src/env.ts." },
      ],
    },
  },

  // The React app.
  // Only the classic hook rules: the React Compiler rules of the plugin's preset cost most of the lint
  // time and flag legitimate reset-on-change effects, and this app does not use the compiler.
  {
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
    name: "cold-caller/web",
    files: ["web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    ...reactRefresh.configs.vite,
    name: "cold-caller/web/react-refresh",
    files: ["web/src/**/*.tsx"],
  },
  // shadcn/ui components: generated, then lightly edited; they export variants beside components.
  {
    name: "cold-caller/web/ui",
    files: ["web/src/components/ui/**/*.{ts,tsx}"],
    rules: {
      "react-refresh/only-export-components": "off",
      "@typescript-eslint/no-empty-object-type": "off",
      "@typescript-eslint/consistent-type-imports": "off",
    },
  },

  // Node-side code: scripts, benchmark, browser tests, the worker's Node tools and fake servers, tool configs.
  // These may log.
  {
    name: "cold-caller/node",
    files: [
      "scripts/**/*.{js,mjs,ts}",
      "bench/**/*.ts",
      "e2e/**/*.ts",
      "worker/test/**/*.mjs",
      "worker/tools/**/*.ts",
      "*.config.{js,ts}",
    ],
    languageOptions: { globals: { ...globals.node } },
    rules: { "no-console": "off" },
  },
  // Tests print measured figures on purpose and read raw SQL rows loosely.
  {
    files: ["**/*.test.ts", "worker/test/**", "scripts/test/**"],
    rules: { "no-console": "off", "@typescript-eslint/no-explicit-any": "off" },
  },
  // Column factories are not components; the rule only concerns hot reload.
  { files: ["web/src/**/*-columns.tsx"], rules: { "react-refresh/only-export-components": "off" } }
)
