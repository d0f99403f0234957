import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';

/**
 * Wallet sign-in makes the same session as an e-mail login: a row in the session table and
 * better-auth's signed cookie. Our SIWE handler (lib/wallet/siwe.ts) proves the address; this endpoint
 * only opens the session. It is server-only: never routed over HTTP, callable from our code as
 * `auth.api.createWalletSession`.
 */
export function walletSessions() {
  return {
    id: 'civitas-wallet-sessions',
    endpoints: {
      createWalletSession: createAuthEndpoint.serverOnly(
        { method: 'POST', body: z.object({ userId: z.string().min(1) }) },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user) throw APIError.fromStatus('NOT_FOUND');
          const session = await ctx.context.internalAdapter.createSession(user.id);
          if (!session) throw APIError.fromStatus('INTERNAL_SERVER_ERROR');
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ token: session.token });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
