import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 26: the order ledger is the one folder that reads and writes an order's partition. The
 * lint rules that keep it so (eslint.config.js), run on small sources placed in the folders they
 * guard: an import of the ledger's keys, or an `ORDER#…` key spelled by hand, is an error in any
 * other backend folder and fine inside functions/ledger.
 */
const eslint = new ESLint();
// The first lint loads the whole configuration (typescript-eslint and its plugins): seconds.
beforeAll(() => eslint.lintText('export {};\n', { filePath: 'functions/ledger/warm-up.ts' }), 60_000);

async function errorsOf(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path });
  return result!.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

const importsKeys = (from: string) => `import { ledgerKeys } from '${from}';\nexport const key = ledgerKeys.order('o1');\n`;
const spellsKey = "export const pk = (id: string) => `ORDER#${id}`;\nexport const sk = 'ORDER#';\n";

describe('the ledger\'s lint zone', () => {
  it.each(['orders', 'invoices', 'delivery', 'reviews', 'messages'])('refuses the ledger\'s keys in functions/%s', async (domain) => {
    expect(await errorsOf(`functions/${domain}/probe.ts`, importsKeys('../ledger/keys.js'))).toEqual([expect.stringMatching(/^local\/import-boundaries: .*ledger's keys are its own/)]);
  });

  it('refuses an order partition key spelled by hand outside the ledger, in a string or a template', async () => {
    const errors = await errorsOf('functions/delivery/probe.ts', spellsKey);
    expect(errors).toHaveLength(2);
    expect(errors.every((e) => e.startsWith('no-restricted-syntax: An order\'s partition'))).toBe(true);
  });

  it('lets the ledger itself use its keys and spell them', async () => {
    expect(await errorsOf('functions/ledger/probe.ts', importsKeys('./keys.js'))).toEqual([]);
    expect(await errorsOf('functions/ledger/probe.ts', spellsKey)).toEqual([]);
  });

  it('still refuses alert() in the backend (the zone rule keeps the shared restriction)', async () => {
    expect(await errorsOf('functions/orders/probe.ts', 'export const warn = () => alert(1);\n')).toEqual([expect.stringMatching(/^no-restricted-syntax: Use a toast/)]);
  });
});
