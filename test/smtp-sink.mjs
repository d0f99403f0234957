// A real SMTP server for the browser journeys: the e2e app sends its mail here (SMTP_URL), and every
// accepted message is written as an .eml file to the directory given, where the tests read it.
//   node test/smtp-sink.mjs <port> <directory>
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const [portArg, dir] = process.argv.slice(2);
const port = Number(portArg);
if (!port || !dir) {
  console.error('usage: node test/smtp-sink.mjs <port> <directory>');
  process.exit(1);
}
fs.mkdirSync(dir, { recursive: true });
let received = 0;

const server = new SMTPServer({
  // Plain SMTP on loopback: no STARTTLS offered, no login needed.
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const name = `${Date.now()}-${String(++received).padStart(5, '0')}.eml`;
      // Written whole, then renamed: a test never reads half a message.
      const file = path.join(dir, name);
      fs.writeFileSync(`${file}.part`, Buffer.concat(chunks));
      fs.renameSync(`${file}.part`, file);
      callback();
    });
  },
});
server.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
