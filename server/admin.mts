// `npm run admin -- grant <email> moderator|admin` and `npm run admin -- revoke <email>`: staff roles,
// checked by lib/permissions.ts on every request. On the embedded PGlite database, stop the server
// first (one process owns its directory); on Postgres, run it beside the servers.
import { setStaffRole } from '../lib/citizens/roles';
import { closeDb } from '../lib/db';

const usage = 'usage: npm run admin -- grant <email> moderator|admin\n       npm run admin -- revoke <email>';
const [command, email, role] = process.argv.slice(2);
const valid =
  (command === 'grant' && email && (role === 'moderator' || role === 'admin')) ||
  (command === 'revoke' && email && !role);
if (!valid) {
  console.error(usage);
  process.exit(1);
}
try {
  const outcome = await setStaffRole(email!, command === 'grant' ? (role as 'moderator' | 'admin') : null);
  if (!outcome.ok) {
    console.error(`admin: no account has the e-mail address ${email}`);
    process.exitCode = 1;
  } else {
    console.log(`admin: ${email} was ${outcome.previous ?? 'member'}, is now ${outcome.current ?? 'member'}`);
  }
} catch (error) {
  console.error(`admin: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeDb();
}
