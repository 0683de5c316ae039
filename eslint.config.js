import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const ROUTES_NO_DB = {
  regex: "^(#db/|(\\.\\./)+db/|drizzle-orm(/|$))",
  message: "Routes and components reach data through app/services, never db/ or drizzle (ADR 040).",
};
const LIB_NO_USE_CASES = {
  regex: "^(~/|(\\.\\./)+)(services|http|routes|pages)(/|$)",
  message:
    "app/lib holds adapters; HTTP controllers that call services live in app/http (ADR 040).",
};
const SERVICES_NO_HTTP = {
  regex: "^(~/|(\\.\\./)+)(http|routes|pages|components)(/|$)",
  message: "Services take context parts and plain values, never HTTP or UI modules (ADR 040).",
};
const COMPONENTS_NO_SERVER = {
  regex: "(\\.server(\\.[a-z]+)?$)|^(~/|(\\.\\./)+)(services|http|routes)(/|$)",
  message: "Server-only module: components and domain code run in the browser too (ADR 040).",
};
const DOMAIN_NO_IO = {
  regex:
    "^(#db/client|(\\.\\./)+db/client|drizzle-orm|@remix-run/|node:|cloudflare:|ai$|@ai-sdk/|workers-ai-provider|openid-client|~/lib/|~/services/|~/http/)",
  message: "app/domain is pure: no I/O, no bindings, no framework (ADR 040). Types are fine.",
};

export default tseslint.config(
  {
    ignores: ["build/", "public/build/", ".wrangler/", "node_modules/", ".cache/", "coverage/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  // Layers enforced, not remembered (docs/decisions/040): imports run routes -> http -> services ->
  // (domain, db, lib); components and domain never reach the server. Each file matches one block.
  {
    files: ["app/routes/**/*.{ts,tsx}", "app/pages/**/*.{ts,tsx}", "app/root.tsx"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [ROUTES_NO_DB] }],
    },
  },
  {
    files: ["app/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [LIB_NO_USE_CASES] }],
    },
  },
  {
    files: ["app/services/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [SERVICES_NO_HTTP] }],
    },
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [COMPONENTS_NO_SERVER, ROUTES_NO_DB] }],
    },
  },
  {
    files: ["app/domain/**/*.ts", "app/content/**/*.ts"],
    ignores: ["**/*.test.ts", "**/*.test-helper.ts"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ ...DOMAIN_NO_IO, allowTypeImports: true }, COMPONENTS_NO_SERVER] },
      ],
    },
  },
  {
    files: ["scripts/**/*.{js,mjs,ts}", "*.config.{js,ts}", "test/**/*.ts"],
    languageOptions: {
      globals: { process: "readonly", console: "readonly", URL: "readonly", Buffer: "readonly" },
    },
  },
);
