import 'server-only';
// A write whose body names the chain it is for (vouchers, reported transactions, orders): the body's
// checks first, then a chain this site supports, then chainWrite's origin, session and ceiling.
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { apiError, readJson } from '../api/http';
import type { CurrentSession } from '../auth/session';
import type { SupportedChainId } from '../wallet/chains';
import { chainWrite, supportedChain } from './http';

export async function chainBodyWrite<T extends { chainId: number }>(
  request: NextRequest,
  schema: z.ZodType<T>,
  handler: (session: CurrentSession, chainId: SupportedChainId, body: T) => Promise<Response>,
): Promise<Response> {
  const body = await readJson(request, schema);
  if (!body.ok) return body.response;
  const chainId = supportedChain(body.data.chainId);
  if (!chainId) return apiError(409, 'chain_unavailable');
  return chainWrite(request, (session) => handler(session, chainId, body.data));
}
