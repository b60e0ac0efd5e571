/**
 * `tsx infra/build/bundle-function-cli.ts '<FunctionBundleOptions as JSON>'`: one bundle, as
 * ShopFunction asks for it at synth (CDK's bundling hook is synchronous; the bundler is not).
 */
import { bundleFunction, type FunctionBundleOptions } from './function-bundle.js';

const options = JSON.parse(process.argv[2] ?? '') as FunctionBundleOptions;
await bundleFunction(options);
