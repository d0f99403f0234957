// `npm run admin -- grant <email> moderator|admin` and `npm run admin -- revoke <email>`: staff roles,
// checked by lib/permissions.ts on every request. `npm run admin -- revoke-credential <id>`: an academy
// credential no longer stands (its page and every check say "revoked"). On the embedded PGlite database, stop the server
// first (one process owns its directory); on Postgres, run it beside the servers.
import { revokeCredential } from '../lib/academy/credentials';
import { setStaffRole } from '../lib/citizens/roles';
import { closeDb } from '../lib/db';

const usage = [
  'usage: npm run admin -- grant <email> moderator|admin',
  '       npm run admin -- revoke <email>',
  '       npm run admin -- revoke-credential <credential id>',
].join('\n');
const [command, email, role] = process.argv.slice(2);
const valid =
  (command === 'grant' && email && (role === 'moderator' || role === 'admin')) ||
  ((command === 'revoke' || command === 'revoke-credential') && email && !role);
if (!valid) {
  console.error(usage);
  process.exit(1);
}
try {
  if (command === 'revoke-credential') {
    const outcome = await revokeCredential(email!);
    if (!outcome.ok) {
      console.error(`admin: no credential has the id ${email}`);
      process.exitCode = 1;
    } else
      console.log(
        `admin: credential ${email} ${outcome.already ? 'was already' : 'is now'} revoked (${outcome.revokedAt.toISOString()})`,
      );
  } else {
    const outcome = await setStaffRole(email!, command === 'grant' ? (role as 'moderator' | 'admin') : null);
    if (!outcome.ok) {
      console.error(`admin: no account has the e-mail address ${email}`);
      process.exitCode = 1;
    } else {
      console.log(
        `admin: ${email} was ${outcome.previous ?? 'member'}, is now ${outcome.current ?? 'member'}`,
      );
    }
  }
} catch (error) {
  console.error(`admin: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeDb();
}
