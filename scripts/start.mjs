// `npm start`: works on a fresh clone with no configuration. Builds once if there is no build yet,
// then serves it with scripts/server.mjs (PORT, default 3000).
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';

if (!fs.existsSync('.next/BUILD_ID') || !fs.existsSync('.next/csp-manifest.json')) {
  console.log('No build found: building the site once (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const port = process.env.PORT ?? '3000';
const server = spawn(process.execPath, ['scripts/server.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: port },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
