// Browser-side calls to the account route handlers: JSON in, typed result out, never a throw.
import type { ApiError } from '@/lib/api/contract';

export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiError };

export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<ApiResult<T>> {
  try {
    const response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: init.body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
    const payload = response.status === 204 ? null : await response.json().catch(() => null);
    if (response.ok) return { ok: true, status: response.status, data: payload as T };
    return {
      ok: false,
      status: response.status,
      error: (payload as ApiError | null) ?? {
        error: response.status >= 500 ? 'server_error' : 'invalid_input',
      },
    };
  } catch {
    // Offline or the server is unreachable.
    return { ok: false, status: 0, error: { error: 'server_error' } };
  }
}
