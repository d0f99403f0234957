// V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): a file that opens with this
// comment has all its functions compiled when the script loads, on the background thread that streams
// it, instead of lazily on the main thread when each function first runs. Every function of the
// first-load chunks runs at start-up (module factories, React, the router), and lazily compiling them
// was the largest part of the one long task that hydrates a page. Other browsers ignore the comment.
import fs from 'node:fs';
import { assetFile } from './pages.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The source with the hint as its first line (unchanged if it has it already). */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/**
 * Adds the hint to the build's scripts named by public path (/_next/static/chunks/….js). Returns how
 * many files changed; running it again changes nothing.
 */
export function addCompileHints(distDir, scripts) {
  let changed = 0;
  for (const script of scripts) {
    const file = assetFile(distDir, script);
    const source = fs.readFileSync(file, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted !== source) {
      fs.writeFileSync(file, hinted);
      changed += 1;
    }
  }
  return changed;
}
