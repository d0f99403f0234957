// The JSON contract between the route handlers and the browser islands: request and response types,
// error codes. Both sides import it; it holds no code that runs on one side only.

export const roles = ['explorer', 'builder', 'researcher', 'citizen'] as const;
export type Role = (typeof roles)[number];

export const notificationTypes = ['vote', 'event', 'message', 'achievement', 'security'] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** GET /api/session → { user: SessionUser | null } */
export type SessionUser = {
  id: string;
  /** The session's id (not its secret token): lets the browser remember "skipped onboarding" per sign-in. */
  sessionId: string;
  /**
   * Shown in the navbar: the username; else the wallet's short address (`0xf39F…2266`); else "AI Citizen".
   */
  name: string;
  username: string | null;
  /** Null for an account made by Sign-In with Ethereum until it adds one (POST /api/profile/email). */
  email: string | null;
  /**
   * The account's wallet, EIP-55 checksummed, or null. Always sent by the server; optional in the type
   * only so that fixtures written before wallets existed still compile.
   */
  walletAddress?: string | null;
  role: Role | null;
  onboardingCompleted: boolean;
  createdAt: string;
  /**
   * The account's mail settings (dashboard): whether its address is verified, the language of its mail,
   * the hourly digest. Optional in the type only so that older fixtures still compile.
   */
  emailVerified?: boolean;
  mailLocale?: string;
  emailDigest?: boolean;
};

/** GET /api/notifications → { items, unread } */
export type NotificationItem = {
  id: string;
  type: NotificationType;
  /** messages: notifications.items.<key>.title / .message */
  key: string;
  createdAt: string;
  read: boolean;
};

/**
 * Every error response: { error: ErrorCode, fields?: { [field]: FieldError }, retryAfter?: seconds }.
 * The browser maps codes to localized text (messages: account.errors.*).
 */
export type ErrorCode =
  | 'invalid_input'
  | 'invalid_json'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'forbidden_origin'
  | 'unauthenticated'
  | 'invalid_credentials'
  | 'conflict'
  | 'rate_limited'
  | 'not_found'
  | 'invalid_token'
  | 'server_error'
  // Sign-In with Ethereum and wallet linking (lib/wallet/siwe.ts):
  | 'siwe_invalid_message'
  | 'siwe_nonce_invalid'
  | 'siwe_domain_mismatch'
  | 'siwe_chain_unsupported'
  | 'siwe_signature_invalid'
  | 'siwe_verification_unavailable'
  | 'wallet_already_linked'
  | 'email_already_set'
  // Mail links (lib/mail/tokens.ts) and the account's e-mail (lib/account/email.ts):
  | 'token_expired'
  | 'token_used'
  | 'already_verified'
  | 'no_email';

export const fieldErrorCodes = [
  'required',
  'invalid',
  'invalid_email',
  'too_short',
  'too_long',
  'invalid_username',
  'email_taken',
  'username_taken',
  'invalid_role',
  'invalid_address',
  'invalid_signature',
  'common_password',
  'breached_password',
  'wrong_password',
  'same_email',
] as const;

/** A field's error: a code the browser localizes (messages: account.fieldErrors.*). */
export type FieldError = (typeof fieldErrorCodes)[number];

export type ApiError = { error: ErrorCode; fields?: Record<string, FieldError>; retryAfter?: number };
