// Wallet-layer and sign-in errors → localized messages (messages/<locale>/wallet.json, `errors.*`). The
// spec's catalogue (section 8): EIP-1193 provider codes, EIP-1474 node codes, wagmi's and viem's named
// errors, plus the codes our SIWE endpoints answer with. Plain functions, no imports: errors are matched
// by `name` and `code`, which survive a second copy of viem or wagmi in the bundle where `instanceof`
// would not.

export const walletErrorIds = [
  'userRejected',
  'unauthorized',
  'unsupportedMethod',
  'disconnected',
  'chainDisconnected',
  'switchChain',
  'limitExceeded',
  'internal',
  'invalidParams',
  'methodNotFound',
  'providerNotFound',
  'chainNotConfigured',
  'alreadyConnected',
  'notConnected',
  'switchChainUnsupported',
  'http',
  'rpc',
  'timeout',
  'unknown',
  'siweInvalidMessage',
  'siweNonceInvalid',
  'siweDomainMismatch',
  'siweChainUnsupported',
  'siweSignatureInvalid',
  'siweVerificationUnavailable',
  'walletAlreadyLinked',
  'rateLimited',
] as const;
export type WalletErrorId = (typeof walletErrorIds)[number];
/** A key of the `wallet` namespace, ready for `t()`. */
export type WalletErrorKey = `errors.${WalletErrorId}`;

/** EIP-1193 (provider) and EIP-1474 (node) error codes. 5000 is WalletConnect's CAIP-25 "user rejected". */
const byCode: Record<number, WalletErrorId> = {
  4001: 'userRejected',
  5000: 'userRejected',
  4100: 'unauthorized',
  4200: 'unsupportedMethod',
  4900: 'disconnected',
  4901: 'chainDisconnected',
  4902: 'switchChain',
  [-32005]: 'limitExceeded',
  [-32603]: 'internal',
  [-32602]: 'invalidParams',
  [-32601]: 'methodNotFound',
};

/** viem's and wagmi's error classes by name (the numbered ones are caught by their code first). */
const byName: Record<string, WalletErrorId> = {
  UserRejectedRequestError: 'userRejected',
  ProviderNotFoundError: 'providerNotFound',
  ChainNotConfiguredError: 'chainNotConfigured',
  ConnectorAlreadyConnectedError: 'alreadyConnected',
  ConnectorNotConnectedError: 'notConnected',
  ConnectorAccountNotFoundError: 'notConnected',
  SwitchChainNotSupportedError: 'switchChainUnsupported',
  HttpRequestError: 'http',
  RpcRequestError: 'rpc',
  TimeoutError: 'timeout',
};

/** The `error` codes of the SIWE and wallet-link endpoints' JSON replies. */
export const serverErrorCodes = [
  'siwe_invalid_message',
  'siwe_nonce_invalid',
  'siwe_domain_mismatch',
  'siwe_chain_unsupported',
  'siwe_signature_invalid',
  'siwe_verification_unavailable',
  'wallet_already_linked',
  'rate_limited',
] as const;
export type ServerErrorCode = (typeof serverErrorCodes)[number];

const byServerCode: Record<ServerErrorCode, WalletErrorId> = {
  siwe_invalid_message: 'siweInvalidMessage',
  siwe_nonce_invalid: 'siweNonceInvalid',
  siwe_domain_mismatch: 'siweDomainMismatch',
  siwe_chain_unsupported: 'siweChainUnsupported',
  siwe_signature_invalid: 'siweSignatureInvalid',
  siwe_verification_unavailable: 'siweVerificationUnavailable',
  wallet_already_linked: 'walletAlreadyLinked',
  rate_limited: 'rateLimited',
};

function isServerErrorCode(value: unknown): value is ServerErrorCode {
  return typeof value === 'string' && (serverErrorCodes as readonly string[]).includes(value);
}

/** Wallets word a closed pop-up or a refusal in many ways; any of these means the user said no. */
const REJECTION = /\b(closed|denied|rejected)\b/i;

type ErrorLike = {
  name?: unknown;
  code?: unknown;
  error?: unknown;
  message?: unknown;
  shortMessage?: unknown;
  cause?: unknown;
};

/** The error and its causes, outermost first (viem and wagmi wrap; some providers nest `error`). */
function chain(error: unknown): ErrorLike[] {
  const nodes: ErrorLike[] = [];
  let node: unknown = error;
  while (typeof node === 'object' && node !== null && !nodes.includes(node) && nodes.length < 16) {
    nodes.push(node);
    node = (node as ErrorLike).cause;
  }
  return nodes;
}

function idOf(node: ErrorLike): WalletErrorId | undefined {
  if (typeof node.code === 'number' && byCode[node.code]) return byCode[node.code];
  if (isServerErrorCode(node.code)) return byServerCode[node.code];
  if (isServerErrorCode(node.error)) return byServerCode[node.error];
  if (typeof node.name === 'string' && Object.hasOwn(byName, node.name)) return byName[node.name];
  return undefined;
}

/**
 * The message key for an error thrown by the wallet stack or answered by our endpoints, or null when
 * nothing specific is known (then show {@link walletErrorText}). A user rejection anywhere in the cause
 * chain wins; otherwise the innermost recognised error, the root cause, does (wagmi's mock connector, for
 * one, wraps ChainNotConfiguredError in a 4902 SwitchChainError); a "closed/denied/rejected" message is
 * the last resort. A bare server code (`'rate_limited'`) or reply body (`{ error: 'rate_limited' }`) works too.
 */
export function walletErrorKey(error: unknown): WalletErrorKey | null {
  if (isServerErrorCode(error)) return `errors.${byServerCode[error]}`;
  const nodes = chain(error);
  const ids = nodes.map(idOf);
  if (ids.includes('userRejected')) return 'errors.userRejected';
  const id = ids.findLast((x) => x !== undefined);
  if (id) return `errors.${id}`;
  const said = nodes.some((n) =>
    [n.shortMessage, n.message].some((m) => typeof m === 'string' && REJECTION.test(m)),
  );
  return said ? 'errors.userRejected' : null;
}

/**
 * The error's own words: viem's one-line `shortMessage`, else the first line of `message` (viem appends
 * details and its version on later lines). Undefined when it has neither.
 */
export function walletErrorText(error: unknown): string | undefined {
  if (typeof error === 'string') return error.trim() || undefined;
  if (typeof error !== 'object' || error === null) return undefined;
  const { shortMessage, message } = error as ErrorLike;
  for (const text of [shortMessage, message]) {
    const line = typeof text === 'string' ? text.trim().split('\n')[0]?.trim() : undefined;
    if (line) return line;
  }
  return undefined;
}

/**
 * What the "Connection Error" toast says: the localized message for a known error, else the error's
 * short message or message, else a generic line. `t` translates within the `wallet` namespace.
 */
export function walletErrorDescription(error: unknown, t: (key: WalletErrorKey) => string): string {
  const key = walletErrorKey(error);
  if (key) return t(key);
  return walletErrorText(error) ?? t('errors.unknown');
}

/**
 * What a wallet step (a transaction, a signed vote) tells the member about a failure: refused, no
 * wallet to use, a network it cannot switch to, or null for anything else (said with its own reason).
 */
export function walletStepFailure(error: unknown): 'rejected' | 'noWallet' | 'unsupportedChain' | null {
  const key = walletErrorKey(error);
  if (key === 'errors.userRejected') return 'rejected';
  if (
    key === 'errors.providerNotFound' ||
    key === 'errors.notConnected' ||
    key === 'errors.disconnected' ||
    key === 'errors.unauthorized'
  )
    return 'noWallet';
  if (
    key === 'errors.switchChain' ||
    key === 'errors.chainNotConfigured' ||
    key === 'errors.switchChainUnsupported' ||
    key === 'errors.chainDisconnected'
  )
    return 'unsupportedChain';
  return null;
}
