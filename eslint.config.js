// ESLint flat config: typescript-eslint for every TS file (syntax-only), the layers' import boundaries,
// react-hooks + react-refresh for the web app, Node globals for scripts, bench and e2e.
// The one type-aware rule, no-floating-promises (a promise nobody awaits, returns or marks `void` loses
// its rejection and its ordering), is oxlint's (.oxlintrc.json): its type-aware linter runs on
// typescript-go and takes a fifth of the CPU typescript-eslint's project service took (18 s vs 70 s).
// Formatting is oxfmt's job (.oxfmtrc.json, Prettier's style); nothing here checks layout.
import js from "@eslint/js"
import { defineConfig } from "eslint/config"
import reactHooks from "eslint-plugin-react-hooks"
import reactRefresh from "eslint-plugin-react-refresh"
import globals from "globals"
import tseslint from "typescript-eslint"

// Live events leave through the boundaries only (context/ctx.ts: the request, the message, the cron run).
const PUBLISHER = "(^|/)live/publish$"
const EMIT_ONLY = "Emit with ctx.events.emit(event); the boundary sends a unit of work's events once, merged."

const BELOW_FEATURES =
  "components/ and hooks/ sit below features/: move what they need down (components, hooks, lib) or the component up into its feature."

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

  // Layers. Web: components/ and hooks/ sit below features/ and never import them. Worker: schemas/
  // (shared with the web) < lib/ < providers/ < services/ < routes/ and jobs/. Worker tests drive the
  // whole app, so the worker's boundaries concern source files only.
  {
    name: "cold-caller/layers/web-shared",
    files: ["web/src/components/**/*.{ts,tsx}", "web/src/hooks/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: "(^|/)features(/|$)", message: BELOW_FEATURES }] }],
      "no-restricted-syntax": [
        "error",
        { selector: "ImportExpression[source.value=/(^|\\W)features\\W/]", message: BELOW_FEATURES },
      ],
    },
  },
  {
    name: "cold-caller/layers/schemas",
    files: ["worker/src/schemas/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^\\.\\.(/|$)", message: "schemas/ is shared with the web: it imports only other schemas." },
            {
              regex: "^(hono|@hono/|drizzle-|partyserver|@libsql/|@cloudflare/|cloudflare:)",
              message: "schemas/ is shared with the web: no worker runtime code.",
            },
          ],
        },
      ],
    },
  },
  // The route table (schemas/api-routes/) reads the schemas one folder up, and still nothing else.
  {
    name: "cold-caller/layers/schemas/api-routes",
    files: ["worker/src/schemas/api-routes/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./\\.\\.(/|$)",
              message: "schemas/ is shared with the web: it imports only other schemas.",
            },
            {
              regex: "^(hono|@hono/|drizzle-|partyserver|@libsql/|@cloudflare/|cloudflare:)",
              message: "schemas/ is shared with the web: no worker runtime code.",
            },
          ],
        },
      ],
    },
  },
  {
    name: "cold-caller/layers/lib",
    files: ["worker/src/lib/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./(app-)?env$",
              allowTypeImports: true,
              message: "lib/ takes env.ts's and app-env.ts's types only.",
            },
            {
              regex: "^\\.\\./(?!(app-)?env$|schemas/)",
              message:
                "lib/ is the bottom of the worker: it imports only schemas/ (and env.ts's and app-env.ts's types).",
            },
          ],
        },
      ],
    },
  },
  {
    name: "cold-caller/layers/providers",
    files: ["worker/src/providers/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+(services|routes|jobs|app)(/|$)",
              message:
                "providers/ sit below services/, routes/ and jobs/: pass what they need in (a hook, a subclass).",
            },
          ],
        },
      ],
    },
  },
  {
    name: "cold-caller/layers/services",
    files: ["worker/src/services/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+(routes|app)(/|$)",
              message: "services/ never import routes/: a route calls a service.",
            },
            { regex: PUBLISHER, message: EMIT_ONLY },
          ],
        },
      ],
    },
  },

  {
    name: "cold-caller/layers/routes",
    files: ["worker/src/routes/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ regex: PUBLISHER, message: EMIT_ONLY }] }] },
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
