// Types for port.mjs (the server is plain JavaScript; its test is TypeScript).
export declare function portFromArgs(args: string[], fallback: string | undefined): number;
