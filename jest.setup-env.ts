import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; viem and others need them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
