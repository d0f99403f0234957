// The Messages type (app-config.ts) is built from one import per file of messages/en/, listed by hand:
// a file missing from the list would be a namespace whose keys nothing checks.
import fs from 'node:fs';
import path from 'node:path';
import { messageNamespaces } from './app-config';

const englishFiles = fs
  .readdirSync(path.join(process.cwd(), 'messages', 'en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));

describe('the Messages type', () => {
  it('has every English message file', () => {
    expect(englishFiles.filter((ns) => !(messageNamespaces as readonly string[]).includes(ns))).toEqual([]);
  });

  it('has no namespace without an English file', () => {
    expect(messageNamespaces.filter((ns) => !englishFiles.includes(ns))).toEqual([]);
  });

  it('lists each namespace once', () => {
    expect(new Set(messageNamespaces).size).toBe(messageNamespaces.length);
  });
});
