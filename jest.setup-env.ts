import { TextDecoder, TextEncoder } from 'node:util';
import { deserialize, serialize } from 'node:v8';

// jsdom lacks these; viem and others need them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom lacks structuredClone too (every browser the site supports has it): Node's structured clone.
if (typeof globalThis.structuredClone !== 'function')
  globalThis.structuredClone = ((value: unknown) => deserialize(serialize(value))) as typeof structuredClone;
