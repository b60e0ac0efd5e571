import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../infra/local/paths.js';
import { cyclesOf, groupGraph, importGraph } from '../support/import-graph.js';

/**
 * Issue 26: orders → invoices, orders → delivery, and all of them → the ledger, with no way
 * back (docs/ledger.md, "Who may import what"). ESLint's import-boundaries zones refuse the
 * known wrong imports one by one; this walks the whole import graph of functions/ (the
 * TypeScript compiler's pre-parser, test/support/import-graph.ts) and finds any loop between the
 * folders, however many files it passes through. Withdrawals (returns) live in functions/orders.
 */
const FOLDERS = ['ledger', 'orders', 'invoices', 'delivery'];
const folderOf = (file: string) => FOLDERS.find((folder) => file.startsWith(`functions/${folder}/`));
const files = importGraph(repoRoot, 'functions');

describe('the order folders import each other without cycles', () => {
  it('walks the imports it checks (the graph is not empty, its edges are the expected ones)', () => {
    const folders = groupGraph(files, folderOf);
    expect([...folders.keys()].sort()).toEqual([...FOLDERS].sort());
    expect(folders.get('orders')).toEqual(new Set(['ledger', 'invoices', 'delivery']));
  });

  it('has no cycle between functions/ledger, orders, invoices and delivery', () => {
    expect(cyclesOf(groupGraph(files, folderOf))).toEqual([]);
  });

  it('finds a cycle when there is one, through any number of folders', () => {
    const made = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(cyclesOf(made)).toEqual(['a → b → c → a']);
    expect(cyclesOf(new Map([['a', new Set(['b'])], ['b', new Set<string>()]]))).toEqual([]);
  });
});
