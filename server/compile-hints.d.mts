// Types for compile-hints.mjs (the build scripts are plain JavaScript; its test is TypeScript).
export declare const COMPILE_HINT: string;
export declare function withCompileHint(source: string): string;
export declare function addCompileHints(distDir: string, scripts: Iterable<string>): number;
