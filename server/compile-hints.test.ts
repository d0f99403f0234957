/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPILE_HINT, addCompileHints, withCompileHint } from './compile-hints.mjs';

describe('compile hints', () => {
  it('puts the magic comment on a line of its own at the very top, once', () => {
    const source = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([]);';
    const hinted = withCompileHint(source);
    expect(hinted.split('\n')).toEqual(['//# allFunctionsCalledOnLoad', source]);
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it('changes only the named scripts of a build, and only the first time', () => {
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'));
    const chunks = path.join(distDir, 'static', 'chunks');
    fs.mkdirSync(chunks, { recursive: true });
    fs.writeFileSync(path.join(chunks, 'a.js'), 'a()');
    fs.writeFileSync(path.join(chunks, 'lazy.js'), 'lazy()');
    try {
      expect(addCompileHints(distDir, ['/_next/static/chunks/a.js'])).toBe(1);
      expect(fs.readFileSync(path.join(chunks, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}a()`);
      expect(fs.readFileSync(path.join(chunks, 'lazy.js'), 'utf8')).toBe('lazy()');
      expect(addCompileHints(distDir, new Set(['/_next/static/chunks/a.js']))).toBe(0);
      expect(fs.readFileSync(path.join(chunks, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}a()`);
    } finally {
      fs.rmSync(distDir, { recursive: true, force: true });
    }
  });
});
