import '../../test/integration-env';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { DataDirectoryLockedError, openDatabase } from './client';

// PGlite is single-process: two servers on one data directory would corrupt it.
test('a data directory owned by a live process is refused with a clear message', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'civitas-lock-'));
  const owner = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
  try {
    fs.writeFileSync(path.join(dir, 'civitas.lock'), String(owner.pid));
    await assert.rejects(openDatabase({ dataDir: dir }), (error: Error) => {
      assert.ok(error instanceof DataDirectoryLockedError);
      assert.match(error.message, new RegExp(`in use by another Civitas process \\(pid ${owner.pid}\\)`));
      return true;
    });
  } finally {
    owner.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a lock left by a dead process is taken over, and released on close', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'civitas-lock-'));
  const dead = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => dead.on('exit', resolve));
  try {
    fs.writeFileSync(path.join(dir, 'civitas.lock'), String(dead.pid));
    const handle = await openDatabase({ dataDir: dir });
    assert.equal(fs.readFileSync(path.join(dir, 'civitas.lock'), 'utf8'), String(process.pid));
    await handle.close();
    assert.equal(fs.existsSync(path.join(dir, 'civitas.lock')), false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
