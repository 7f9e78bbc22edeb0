// Lint: typescript-eslint's recommended rules (type-aware where it pays), React's rules of hooks,
// jsx-a11y's accessibility checks on the markup, the app's layers and no import cycles (type imports included).
// Dead code (unused files, exports and dependencies) is knip's job (knip.json); both run in `npm test`.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import importCycles from "./eslint/import-cycles.js";

// The layers of app/, bottom to top (docs/architecture.md, "Layers"): a module imports from its own
// layer and the ones below, never from one above. Each entry is a folder of app/ or a file at its top.
const LAYERS = [
  ["foundation", ["paths.ts", "paths.server.ts", "config.server.ts", "i18n", "url", "styles"]],
  ["backend", ["backend"]],
  ["ui", ["ui", "validation"]],
  ["platform", ["tenancy", "session", "consent", "forms", "chrome", "seo", "cms", "offline"]],
  [
    "domains",
    [
      "agenda",
      "participation",
      "payments",
      "shop",
      "crowdfunding",
      "networking",
      "accounts",
      "registration",
      "profile",
      "contact",
      "tax",
      "calendar",
      "blog",
      "home",
    ],
  ],
  ["shell", ["routes", "routes.ts", "root.tsx", "entry.client.tsx", "entry.server.tsx", "personal-pages.server.tsx", "cms-blocks.tsx"]],
];
// Within the foundation, ui, platform and domain layers, the only imports from one entry to another of
// the same layer (the shell's entries may import each other). The host, server/ and server.ts, is above all.
const SIDEWAYS = {
  "paths.ts": ["i18n"],
  "paths.server.ts": ["paths.ts"],
  "config.server.ts": ["url"],
  ui: ["validation"],
  validation: ["ui"],
  session: ["tenancy"],
  consent: ["tenancy", "session"],
  chrome: ["tenancy", "consent"],
  cms: ["tenancy", "chrome"],
  seo: ["tenancy", "chrome"],
  agenda: ["calendar"],
  offline: ["seo", "chrome"],
  participation: ["agenda"],
  shop: ["agenda", "payments"],
  crowdfunding: ["agenda", "participation", "payments", "shop"],
  registration: ["accounts"],
  home: ["blog"],
  profile: ["accounts", "calendar", "crowdfunding", "networking", "participation"],
};
// Types every layer shares, naming types of every layer: they import nothing but types (checked below).
const DECLARATIONS = ["context.ts", "root-data.ts"];

const placed = new Set([...LAYERS.flatMap(([, entries]) => entries), ...DECLARATIONS]);
const unplaced = readdirSync(new URL("app", import.meta.url)).filter((entry) => !placed.has(entry) && !/\.test\.tsx?$/.test(entry));
if (unplaced.length) throw new Error(`eslint.config.js: give ${unplaced.map((entry) => `app/${entry}`).join(", ")} a layer in LAYERS`);

const HOST = ["./server", "./server.ts", "./demo-api"];
const app = (entry) => `./app/${entry}`;
const layerZones = LAYERS.flatMap(([layer, entries], level) =>
  entries.map((entry) => {
    const above = LAYERS.slice(level + 1).flatMap(([, higher]) => higher);
    const sideways = layer === "shell" ? [] : entries.filter((other) => other !== entry && !SIDEWAYS[entry]?.includes(other));
    const allowed = [...(SIDEWAYS[entry] ?? []), ...(layer === "shell" ? ["the shell"] : [])];
    return {
      target: app(entry),
      from: [...above, ...sideways].map(app).concat(HOST),
      message: `app/${entry} is in the ${layer} layer: it imports from the layers below${allowed.length ? ` and ${allowed.join(", ")}` : ""} (LAYERS and SIDEWAYS in eslint.config.js).`,
    };
  }),
);
// The route shape (docs/architecture.md, "A route module"): a route reaches the backend through its domain's load*/submit*;
// the client factory (its errors) and the page-error wrapper stay the route's tools.
const routeZone = {
  target: app("routes"),
  from: app("backend"),
  except: ["./client.server.ts", "./page-errors.server.ts"],
  message: 'A route module calls its domain\'s load*/submit*, which call the backend (docs/architecture.md, "A route module").',
};
const declarationZones = DECLARATIONS.map((entry) => ({ target: app(entry), from: HOST, message: "The app imports nothing of the host." }));

export default tseslint.config(
  { ignores: ["build/", "node_modules/", "test-results/", "playwright-report/", "public/", ".cache/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-control-regex": "off",
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      // Scrollable regions and tab panels take focus on purpose (axe's scrollable-region-focusable, the ARIA tabs pattern).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["region", "tabpanel"], tags: [] }],
    },
  },
  {
    // One direction between modules: no import comes back round (type imports included), and none
    // goes up a layer or sideways where SIDEWAYS does not allow it. Tests may import any layer.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "server.ts"],
    plugins: { "import-x": importX, local: importCycles },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "local/no-import-cycle": "error",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts"],
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: [...layerZones, ...declarationZones, routeZone] }],
    },
  },
  {
    // A backend resource's answer schemas live in its `<resource>.schemas.ts`; the calls only import them (docs/architecture.md).
    files: ["app/backend/*.server.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "zod", message: "Backend schemas live in app/backend/<resource>.schemas.ts; import them from there." }],
          patterns: [{ group: ["zod/*"], message: "Backend schemas live in app/backend/<resource>.schemas.ts; import them from there." }],
        },
      ],
    },
  },
  {
    // The route shape (decision 049): a route's one check is `requirePage` with its options; a step's own guard is another `requirePage`.
    files: ["app/routes/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "~/tenancy/guards.server",
              importNames: ["requireTenant", "requireFeature", "requireAnyFeature", "requireTicketTenant"],
              message: 'A route declares its guard in requirePage\'s options (docs/architecture.md, "A route module").',
            },
            {
              name: "~/session/auth.server",
              importNames: ["requireAuthOf"],
              message: 'A route declares its guard in requirePage\'s options (docs/architecture.md, "A route module").',
            },
          ],
        },
      ],
    },
  },
  {
    files: DECLARATIONS.map((entry) => `app/${entry}`),
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[importKind='value'][source.value=/^[~.]/]",
          message: "A declaration file imports only types from the app (`import type`).",
        },
      ],
    },
  },
  {
    files: ["app/context.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[importKind='value'][source.value=/^[~.]/]",
          message: "A declaration file imports only types from the app (`import type`).",
        },
        {
          selector:
            "Program > :matches(FunctionDeclaration, VariableDeclaration, ClassDeclaration), ExportNamedDeclaration > :matches(FunctionDeclaration, VariableDeclaration, ClassDeclaration)",
          message: "app/context.ts holds types only.",
        },
      ],
    },
  },
  {
    // Every submit button is SubmitButton (app/ui/submit-button.tsx, through app/ui/form.tsx): busy, and sent once, while its form is sent (decision 041).
    files: ["app/**/*.tsx"],
    ignores: ["app/ui/submit-button.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXOpeningElement[name.name='button']:has(JSXAttribute[name.name='type'][value.value='submit'])",
          message: "A form's submit button is <SubmitButton> (app/ui/form.tsx), so it shows when its form is being sent.",
        },
        {
          selector: "JSXOpeningElement[name.name='button']:not(:has(JSXAttribute[name.name='type']))",
          message: 'A button says its type: type="button", or <SubmitButton> (app/ui/form.tsx) to send a form.',
        },
      ],
    },
  },
  {
    files: ["tests/**/*.ts", "**/*.test.ts", "scripts/**", "demo-api/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
