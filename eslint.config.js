import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import simpleImportSort from "eslint-plugin-simple-import-sort";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Which layer may import which (README, "Architecture"). An import names a layer by the `~/` alias or by
 * a relative path through its folder; type-only imports count too, so a layer cannot lean on another's
 * shapes either.
 */
const layerImport = (layers) => `^(~|\\.{1,2})/(.*/)?(${layers.join("|")})(/|\\.tsx?$|$)`;
const boundary = (layers, message) => ["error", { patterns: [{ regex: layerImport(layers), message }] }];

/**
 * Two checks `no-restricted-imports` cannot make (issue 26, decision 153):
 * - `dynamic-import`: an `import("…")` is held to the same layer patterns as a static import, so a lazily
 *   loaded module cannot cross a boundary either. Each layer's block below gets it with its own patterns.
 * - `table-access`: only app/models and app/db read or write tables. A query builder call on the database
 *   (`db.select`/`insert`/`update`/`delete`/`execute`, the same on a transaction `tx` or on `getDb()`) or
 *   drizzle's `sql` anywhere else is refused.
 */
const TABLE_CALLS = new Set(["select", "selectDistinct", "insert", "update", "delete", "execute"]);
const isDatabase = (node) =>
  (node.type === "Identifier" && (node.name === "db" || node.name === "tx")) ||
  (node.type === "CallExpression" && node.callee.type === "Identifier" && node.callee.name === "getDb");
const layersPlugin = {
  rules: {
    "dynamic-import": {
      meta: { type: "problem", schema: [{ type: "object", additionalProperties: true }] },
      create(context) {
        const patterns = (context.options[0]?.patterns ?? []).map(({ regex, message }) => ({
          regex: new RegExp(regex),
          message,
        }));
        return {
          ImportExpression(node) {
            const source =
              node.source.type === "Literal"
                ? node.source.value
                : node.source.type === "TemplateLiteral" && node.source.expressions.length === 0
                  ? node.source.quasis[0].value.cooked
                  : null;
            if (typeof source !== "string") return;
            const hit = patterns.find(({ regex }) => regex.test(source));
            if (hit) context.report({ node, message: `import("${source}") crosses a layer: ${hit.message}` });
          },
        };
      },
    },
    "table-access": {
      meta: { type: "problem", schema: [] },
      create(context) {
        const message =
          "Tables are read and written in app/models only (app/db for whole-database tools): call a model function (README, Architecture).";
        return {
          CallExpression(node) {
            const callee = node.callee;
            if (
              callee.type === "MemberExpression" &&
              !callee.computed &&
              TABLE_CALLS.has(callee.property.name) &&
              isDatabase(callee.object)
            ) {
              context.report({ node, message });
            }
          },
          TaggedTemplateExpression(node) {
            const tag = node.tag.type === "MemberExpression" ? node.tag.object : node.tag;
            if (tag.type === "Identifier" && tag.name === "sql") context.report({ node, message });
          },
          ImportDeclaration(node) {
            if (!/^drizzle-orm(\/|$)/.test(node.source.value) || node.importKind === "type") return;
            for (const specifier of node.specifiers) {
              if (
                specifier.type === "ImportSpecifier" &&
                specifier.importKind !== "type" &&
                specifier.imported.name === "sql"
              ) {
                context.report({ node: specifier, message });
              }
            }
          },
        };
      },
    },
  },
};

/** Each layer's import patterns also hold for its dynamic `import()`s. */
const withDynamicImports = (configs) =>
  configs.map((config) => ({
    ...config,
    rules: { ...config.rules, "layers/dynamic-import": ["error", config.rules["no-restricted-imports"][1]] },
  }));

const importBoundaries = [
  {
    // Helpers any layer may use, framework-free: no React or React Router at run time (types are fine), and
    // nothing from a feature (decision 153).
    files: ["app/utils/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: layerImport(["db", "models", "components", "routes", "root", "jobs", "features"]),
              message:
                "app/utils holds framework-free helpers: no database, models, components, routes, jobs or features (see README, Architecture).",
            },
            {
              regex: "^(react|react-dom|react-router|@react-router/.*)(/|$)",
              allowTypeImports: true,
              message:
                "app/utils is framework-free: React and React Router only as types; code that needs them belongs to a feature or a route (decision 153).",
            },
          ],
        },
      ],
    },
  },
  {
    // One feature's rules, shared by its routes, components, models and jobs (decision 153).
    files: ["app/features/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: layerImport(["db", "models", "components", "routes", "root", "jobs"]),
              message:
                "app/features holds one feature's rules: no database, models, components, routes or jobs (decision 153).",
            },
            {
              regex: "^(react|react-dom)(/|$)",
              allowTypeImports: true,
              message: "app/features draws nothing: React belongs in app/components (decision 153).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": boundary(
        ["routes", "root", "jobs"],
        "app/components is UI: it imports no routes or jobs (see README, Architecture).",
      ),
    },
  },
  {
    // The site's own words (decision 164): data every layer reads, so they read no layer (types only from utils).
    files: ["app/words/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: layerImport([
                "db",
                "models",
                "components",
                "routes",
                "root",
                "jobs",
                "features",
                "content",
                "browser",
              ]),
              message: "app/words holds the site's own words: it imports no other layer (decision 164).",
            },
            {
              regex: "^(~/utils/|react|react-dom|react-router)",
              allowTypeImports: true,
              message:
                "app/words is plain words: helpers and frameworks only as types, so utils may read it without a cycle (decision 164).",
            },
          ],
        },
      ],
    },
  },
  {
    // The site script (decision 165): plain DOM code on pages without a framework runtime.
    files: ["app/browser/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: layerImport(["db", "models", "components", "routes", "root", "content"]),
              message:
                "app/browser is the public pages' plain script: no framework, database or components (decision 165).",
            },
            {
              regex: "^(react|react-dom|react-router)(/|$)",
              message: "app/browser runs without a framework (decision 165).",
            },
          ],
        },
      ],
    },
  },
  {
    // Shared admin server code is what the areas build on; an import back into an area would make a cycle
    // (decision 151).
    files: ["app/routes/admin/shared/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(~/routes/(?!admin/shared/)|\\.\\./[^.])",
              message:
                "app/routes/admin/shared holds admin server code several areas use: it imports no area folder or other route (decision 151).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/models/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": boundary(
        ["routes", "root", "components", "jobs"],
        "app/models holds the queries: it imports no routes, components or jobs (see README, Architecture).",
      ),
    },
  },
  {
    files: ["app/jobs/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": boundary(
        ["routes", "root", "components"],
        "app/jobs is background work: it imports no routes or components; routes call into it (decision 152).",
      ),
    },
  },
];

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".react-router/", "node_modules/", "data/", "bench/results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "simple-import-sort": simpleImportSort, layers: layersPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // `import { type X }` alone stays in the output as a bare import (verbatimModuleSyntax), loading the
      // module for nothing: it once put Zod on every public page.
      "@typescript-eslint/no-import-type-side-effects": "error",
      // One import order everywhere, fixed by `npm run format` (decision 150).
      "simple-import-sort/imports": "error",
      "simple-import-sort/exports": "error",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "scripts/**/*.ts"],
    ignores: ["app/models/**", "app/db/**", "**/*.test.{ts,tsx}"],
    rules: { "layers/table-access": "error" },
  },
  ...withDynamicImports(importBoundaries),
);
