// Lint: TypeScript (syntax-level rules; TS 7's native compiler has no API for type-aware ones),
// React hooks, and the import directions of ARCHITECTURE.md as errors:
//   web → functions/contracts only; handlers never import web or infra; contracts import nothing
//   of ours but contracts; infra stacks/constructs see only the route table, the table definition
//   and contracts; one web feature never imports another (app/ composes them).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import localRules from './eslint-rules/import-boundaries.js';

/** The folders directly under `path` (none if it does not exist). */
const subfolders = (path) => {
  try {
    return readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
};

const features = subfolders('./web/src/features');
/** The backend's folders (functions/<name>); all but the ledger are kept off the ledger's keys. */
const backendDomains = subfolders('./functions');

const noAlert = { selector: "CallExpression[callee.name='alert']", message: 'Use a toast or an inline message, never alert().' };

export default tseslint.config(
  { ignores: ['node_modules', 'web/dist', 'cdk.out', '.local', 'test-results', 'playwright-report', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { local: localRules },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', noAlert],
      'local/import-boundaries': [
        'error',
        {
          zones: [
            { target: 'web/src', from: 'functions', except: ['functions/contracts'], message: 'web imports only functions/contracts.' },
            { target: 'web/src', from: 'infra' },
            { target: 'functions', from: 'web' },
            { target: 'functions', from: 'infra' },
            { target: 'functions/contracts', from: 'functions', except: ['functions/contracts'], message: 'contracts stay pure: zod and each other.' },
            ...['infra/stacks', 'infra/constructs'].map((target) => ({
              target,
              from: 'functions',
              // Modules without imports that name what both sides must agree on.
              except: ['functions/routes', 'functions/core/table-definition', 'functions/core/metric-names', 'functions/core/origin-verify-header', 'functions/catalog/publisher-timing', 'functions/ledger/list-counters-version', 'functions/contracts'],
            })),
            // The first load is read by the build, the documents' inline script and infra: it sits
            // below the app, whose lib, features and app folders import it, never the other way round.
            ...['web/src/app', 'web/src/features', 'web/src/components'].map((from) => ({
              target: 'web/src/first-load',
              from,
              message: 'first-load may not import the app: lib, features and app import it (web/README.md, "The first load").',
            })),
            // Issue 26: one home for the order ledger. Orders, returns, invoices and delivery call
            // functions/ledger and never each other's entities; the ledger calls none of them.
            {
              target: 'functions/ledger',
              from: 'functions',
              except: ['functions/ledger', 'functions/core', 'functions/contracts', 'functions/catalog/product-entity', 'functions/catalog/catalog-head-entity'],
              message: 'The ledger is a leaf: it imports core, contracts and the product keys only.',
            },
            { target: 'functions/invoices', from: 'functions/orders', message: 'Invoices never import orders: both read and write the order through functions/ledger.' },
            { target: 'functions/delivery', from: 'functions/orders', message: 'Delivery never imports orders: both read and write the order through functions/ledger.' },
            { target: 'functions/messages', from: 'functions/orders', message: 'E-mails never import orders: they read the order through functions/ledger.' },
            // Every item of an order's partition (the order, history, refunds, returns, invoice and
            // corrections, shipment, follow-ups, review request) is the ledger's: its keys are
            // imported by no other folder, which reads and writes through the ledger's entities.
            ...backendDomains
              .filter((name) => name !== 'ledger')
              .map((name) => ({
                target: `functions/${name}`,
                from: 'functions/ledger/keys',
                message: "The ledger's keys are its own: read and write an order's items through functions/ledger (docs/ledger.md).",
              })),
            ...features.map((name) => ({
              target: `web/src/features/${name}`,
              from: 'web/src/features',
              except: [`web/src/features/${name}`],
              message: 'Features do not import each other; compose them in web/src/app.',
            })),
          ],
        },
      ],
    },
  },
  {
    // An order's partition key spelled by hand outside the ledger (issue 26): go through it.
    files: ['functions/**/*.ts'],
    ignores: ['functions/ledger/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noAlert,
        ...['Literal[value=/ORDER#/]', 'TemplateElement[value.raw=/ORDER#/]'].map((selector) => ({
          selector,
          message: "An order's partition (ORDER#…) is written and read only by functions/ledger: use its entities.",
        })),
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [{ name: 'sonner', message: "Toasts go through '@/components/ui/toast' (one toaster, loaded when needed)." }] }],
    },
  },
  { files: ['web/src/components/ui/toast.tsx'], rules: { 'no-restricted-imports': 'off' } },
);
