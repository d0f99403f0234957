'use client';

// What the light islands (join dialog, dashboard, user menu) know of the wallet stack (wagmi, viem,
// RainbowKit, connector SDKs): how to ask for it, the "signed in by wallet" flag, and logout's hook.
// Tiny on purpose, and free of wallet imports.

/** Set after a successful wallet sign-in: the next visit loads the wallet code at idle to reconnect. */
export const WALLET_SESSION_KEY = 'civitas.walletSession';
/** Listened for by AccountArea (which keeps the key and the event name inline, to stay small). */
export const WALLET_REQUEST_EVENT = 'civitas:wallet';

// No import() of the wallet code here: Turbopack would compile it for the server too (and the wallet
// stack breaks the server build, STACK-NOTES). It is loaded only by next/dynamic with `ssr: false`
// (WalletHost mounts the wallet island once asked), and registers itself when it arrives.
type WalletRuntime = { endWallet: () => Promise<void> };

let requested = false;
let runtime: WalletRuntime | null = null;

/** Asks for the wallet stack: AccountArea (listening for this event) mounts WalletHost, which loads it. */
export function requestWallet() {
  if (requested) return;
  requested = true;
  window.dispatchEvent(new Event(WALLET_REQUEST_EVENT));
}

/** Called by the wallet runtime once loaded. */
export function registerWalletRuntime(loaded: WalletRuntime) {
  runtime = loaded;
}

export function readWalletSession(): string | null {
  try {
    return window.localStorage.getItem(WALLET_SESSION_KEY);
  } catch {
    return null;
  }
}

export function writeWalletSession(address: string | null) {
  try {
    if (address) window.localStorage.setItem(WALLET_SESSION_KEY, address);
    else window.localStorage.removeItem(WALLET_SESSION_KEY);
  } catch {
    // Storage blocked: the wallet simply will not reconnect on the next visit.
  }
}

/** Logout: disconnect the wallet and revoke its permissions, if the wallet code is loaded at all. */
export async function endWalletIfLoaded(): Promise<void> {
  writeWalletSession(null);
  if (!runtime) return;
  try {
    await runtime.endWallet();
  } catch {
    // The server session is already gone; a wallet that will not disconnect is not worth an error.
  }
}
