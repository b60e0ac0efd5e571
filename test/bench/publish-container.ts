import { publishCatalog } from '../../functions/catalog/snapshot-publisher.js';

/**
 * The catalogue publisher's work in a fresh process, bundled like its Lambda (reload-cost.ts):
 * one forced compaction, reported with the process's peak memory.
 */
const result = await publishCatalog('compact', { force: true });
process.stdout.write(`${JSON.stringify({ ...result, maxRssKb: process.resourceUsage().maxRSS })}\n`);
