/** @jest-environment node */
// `npm run lint` keeps the layering: lib/ never imports components/ or app/ (eslint.config.mjs).
// The ESLint CLI on stdin, as `npm run lint` runs it (Jest cannot load the ESM config in-process).
import { spawn } from 'node:child_process';

type Result = { messages: { ruleId: string | null; message: string }[] };

function errorsFor(filePath: string, code: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['node_modules/eslint/bin/eslint.js', '--stdin', '--stdin-filename', filePath, '--format', 'json'],
      { cwd: process.cwd() },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', () => {
      const [result] = JSON.parse(out) as Result[];
      resolve(
        (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message),
      );
    });
    child.stdin.end(code);
  });
}

jest.setTimeout(60_000);

describe('lib/ layering', () => {
  it.each([
    "import { Button } from '@/components/ui/button';",
    "import { api } from '../../components/account/api';",
    "export { GET } from '@/app/api/session/route';",
  ])('refuses %s inside lib/', async (line) => {
    const errors = await errorsFor('lib/account/fixture.ts', `${line}\nexport const x = 1;\n`);
    expect(errors).toEqual([expect.stringMatching(/lib\/ holds server and shared code only/)]);
  });

  it('lets lib import lib, and components import lib', async () => {
    expect(
      await errorsFor('lib/account/fixture.ts', "import { env } from '../env';\nexport const x = env;\n"),
    ).toEqual([]);
    expect(
      await errorsFor(
        'components/account/fixture.ts',
        "import { env } from '@/lib/env';\nexport const x = env;\n",
      ),
    ).toEqual([]);
  });

  it('still keeps next-intl formatting hooks out of lib', async () => {
    const errors = await errorsFor(
      'lib/fixture.ts',
      "import { useTranslations } from 'next-intl';\nexport const x = useTranslations;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/precompiled messages only/)]);
  });
});
