// `npm start`: works on a fresh clone with no configuration. Builds once if there is no build yet,
// then serves it with server/server.mjs.
//   npm start                      port from PORT, default 3000
//   npm start -- -p 4000           or --port 4000, --port=4000 (Next's own convention)
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { portFromArgs } from './port.mjs';

let port;
try {
  port = portFromArgs(process.argv.slice(2), process.env.PORT);
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
if (!fs.existsSync('.next/BUILD_ID') || !fs.existsSync('.next/csp-manifest.json')) {
  console.log('No build found: building the site once (npm run build)…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, ['server/server.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: String(port) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
