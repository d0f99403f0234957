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
  /** Values for the message's placeholders (a proposal's title, a count). */
  params?: Record<string, string | number>;
  /** Where it leads: a site path without the locale prefix. */
  href?: string | null;
  createdAt: string;
  read: boolean;
};

/** The refusals only community writes give (lib/community/actor.ts adds the shared ones). */
export type CommunityErrorCode =
  | 'group_not_found'
  | 'thread_locked'
  | 'silenced'
  | 'edit_window_passed'
  | 'post_deleted'
  | 'already_liked'
  | 'not_liked'
  | 'own_post'
  | 'already_flagged'
  | 'duplicate_post'
  | 'too_many_links'
  | 'new_member_limit'
  | 'tier_required'
  | 'self_follow';

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
  | 'no_email'
  // Citizenship and governance (lib/citizens, lib/governance, lib/permissions.ts):
  | 'forbidden'
  | 'not_citizen'
  | 'already_citizen'
  | 'proposal_hidden'
  | 'voting_closed'
  | 'already_voted'
  | 'too_many_open'
  | 'signature_required'
  | 'signature_invalid'
  | 'signature_expired'
  | 'verification_unavailable'
  | CommunityErrorCode
  // Academy (lib/academy):
  | 'not_enrolled'
  | 'too_many_drafts'
  | 'not_editable'
  | 'incomplete'
  | 'note_required'
  // Marketplace (lib/marketplace):
  | 'own_listing'
  | 'not_got'
  | 'already_reviewed'
  | 'paid_item'
  | 'nothing_to_get'
  | 'unsupported_type'
  | 'type_mismatch'
  // Studio (lib/studio):
  | 'prompt_refused'
  | 'daily_limit'
  | 'not_ready'
  // On-chain (lib/chain):
  | 'no_wallet'
  | 'chain_unavailable'
  | 'node_unavailable'
  | 'already_minted'
  | 'already_anchored'
  | 'not_yours'
  | 'revoked'
  | 'seller_no_wallet'
  | 'free_item'
  | 'already_got'
  | 'tx_not_found'
  | 'tx_reverted'
  | 'tx_wrong_contract'
  | 'tx_wrong_order'
  | 'tx_used'
  | 'underpaid';

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
  'invalid_handle',
  'handle_taken',
  'handle_reserved',
  'invalid_url',
  'too_many',
  'too_large',
  'too_few',
] as const;

/** A field's error: a code the browser localizes (messages: account.fieldErrors.*). */
export type FieldError = (typeof fieldErrorCodes)[number];

export type ApiError = {
  error: ErrorCode;
  fields?: Record<string, FieldError>;
  retryAfter?: number;
  /** `silenced`: until when (ISO). */
  until?: string;
};

// Citizenship and governance ---------------------------------------------------------------------------

export type TierId = 'resident' | 'citizen' | 'steward' | 'councillor';
export type CivicRole = 'member' | 'citizen' | 'moderator' | 'admin';
export type ProposalCategory = 'law' | 'budget' | 'community' | 'technical';
export type ProposalStatus = 'active' | 'passed' | 'rejected';
export type VoteChoice = 'for' | 'against';

export type TierStanding = {
  tier: TierId;
  /** The next tier and the points still missing, or null at the top. */
  next: { tier: TierId; min: number; missing: number } | null;
  /** 0-100: the way from this tier's threshold to the next one's. */
  progress: number;
};

export type CitizenStanding = {
  number: number;
  handle: string;
  points: number;
  proposals: number;
  votes: number;
  since: string;
  role: CivicRole;
  standing: TierStanding;
};

/** GET /api/citizens/me → { citizen: MyCitizenship | null, role: CivicRole } */
export type MyCitizenship = CitizenStanding & {
  notifyEmail: string | null;
  notifyEmailVerified: boolean;
  notifyProposals: boolean;
};

export type ProposalSummary = {
  id: number;
  title: string;
  summary: string;
  category: ProposalCategory;
  /** Null for the founding proposal, which the site itself put to the vote. */
  author: { handle: string } | null;
  status: ProposalStatus;
  votesFor: number;
  votesAgainst: number;
  percentFor: number;
  percentAgainst: number;
  quorum: number;
  opensAt: string;
  closesAt: string;
  createdAt: string;
  /** A moderator's reason, shown in the proposal's place; title, summary and body are then empty. */
  hidden: { reason: string } | null;
};

export type ProposalDetail = ProposalSummary & { body: string };

/** GET /api/proposals?status&cursor → ProposalPage */
export type ProposalPage = { items: ProposalSummary[]; nextCursor: string | null };

/** GET /api/proposals/{id} → the live parts of a proposal page for the signed-in reader. */
export type ProposalLive = {
  proposal: ProposalSummary;
  /** The reader's vote, or null; and why they cannot vote, if they cannot. */
  myVote: VoteChoice | null;
  canVote: boolean;
  refusal: 'unauthenticated' | 'not_citizen' | 'voting_closed' | 'proposal_hidden' | null;
  /** The reader must sign with this wallet (EIP-712) to vote. */
  walletVoter: string | null;
  canModerate: boolean;
};

/** Live event on GET /api/proposals/{id}/events */
export type TallyEvent = {
  votesFor: number;
  votesAgainst: number;
  percentFor: number;
  percentAgainst: number;
};

export type VoterEntry = {
  handle: string;
  choice: VoteChoice;
  createdAt: string;
  /** Present for a wallet-signed vote: what anyone needs to re-verify it. */
  signed: { signer: string; signature: string; chainId: number; timestamp: number } | null;
};

/**
 * GET /api/stats → the home page's real-time figures (citizens, contribution-ledger rows in the last 24
 * hours) and the DAO page's role counts (citizens, moderators, administrators).
 */
export type SiteStats = {
  citizens: number;
  /** Published model listings in the marketplace. */
  aiModels: number;
  dailyTransactions: number;
  roles: { citizen: number; moderator: number; admin: number };
};

/** GET /api/citizens/me (signed in) → the dashboard's citizenship and governance */
export type MyGovernance = {
  citizen: MyCitizenship | null;
  role: CivicRole;
  proposals: ProposalSummary[];
  votes: { choice: VoteChoice; votedAt: string; signed: boolean; proposal: ProposalSummary }[];
};

// Community ---------------------------------------------------------------------------------------------

/** Someone who wrote something, as cards and posts show them. Null when the account is gone. */
export type AuthorRef = { handle: string; tier: TierId } | null;

/** GET /api/community/groups → { items: GroupSummary[], nextCursor, joined: number[] } */
export type GroupSummary = {
  id: number;
  slug: string;
  /** A founding group's key in messages (community.groups.<key>.title/body); null for members' groups. */
  seedKey: string | null;
  /** Members' groups: the name and description as written (founding groups: show the messages). */
  name: string;
  description: string;
  members: number;
  threads: number;
  lastActivityAt: string;
  createdAt: string;
};
export type GroupPage = { items: GroupSummary[]; nextCursor: string | null; joined: number[] };

export type ThreadSummary = {
  id: number;
  group: { slug: string; seedKey: string | null; name: string };
  title: string;
  author: AuthorRef;
  /** Replies that are visible (not deleted, not hidden). */
  replies: number;
  lastActivityAt: string;
  createdAt: string;
  locked: boolean;
  /** Its opening post is hidden pending review or removed by a moderator: title and text are withheld. */
  hidden: boolean;
};
export type ThreadPage = { items: ThreadSummary[]; nextCursor: string | null };

/** visible | deleted by its author | deleted by a moderator | hidden pending review (3 flags or a moderator). */
export type PostState = 'visible' | 'deleted_by_author' | 'deleted_by_moderator' | 'hidden';

export type PostView = {
  id: number;
  threadId: number;
  opening: boolean;
  author: AuthorRef;
  /** Safe HTML from lib/markdown.ts; '' unless the state is visible. */
  html: string;
  likes: number;
  state: PostState;
  /** The quoted post's id (the quote itself is part of the text). */
  quoteOf: number | null;
  createdAt: string;
  editedAt: string | null;
};
/** GET /api/community/threads/{id}/posts?after=<cursor> → oldest first. */
export type PostPage = { items: PostView[]; nextCursor: string | null };

/** GET /api/community/posts/{id} (the author's own post, for editing) */
export type PostSource = { id: number; body: string; editableUntil: string; revisions: number };

/** POST /api/community/threads/{id}/visit → the reader's relation to a thread (and records the visit). */
export type ThreadMe = {
  citizen: boolean;
  handle: string | null;
  member: boolean;
  silencedUntil: string | null;
  moderator: boolean;
  /** Posts in this thread the reader liked, flagged, and may still edit. */
  liked: number[];
  flagged: number[];
  editable: number[];
  /** The reader's previous visit, before this one was recorded (the "new since your last visit" marker). */
  lastVisit: string | null;
};

export type FlagReason = 'off_topic' | 'inappropriate' | 'spam' | 'other';

/** Live thread events (GET /api/community/threads/{id}/events): a new or changed post. */
export type ThreadEvent = { type: 'post'; postId: number } | { type: 'changed'; postId: number };

export type SearchHit =
  | { kind: 'group'; group: GroupSummary; rank: number }
  | {
      kind: 'post';
      thread: { id: number; title: string; group: { slug: string; seedKey: string | null; name: string } };
      postId: number;
      opening: boolean;
      author: AuthorRef;
      /** Plain text around the match, with the matched words wrapped in [[ and ]] (never HTML). */
      snippet: string;
      createdAt: string;
      rank: number;
    };
export type SearchPage = { items: SearchHit[]; nextCursor: string | null };

/** GET /api/community/follows/{handle} → the viewer's relation and the counts. */
export type FollowState = { following: boolean; followers: number; followingCount: number; self: boolean };

/** GET /api/community/featured → the four featured members. */
export type FeaturedMember = {
  handle: string;
  number: number;
  tier: TierId;
  /** Points in the last 30 days, and per action ({ proposal: 40, reply: 3 }). */
  points: number;
  breakdown: Record<string, number>;
  followers: number;
  computedAt: string;
};

/** GET /api/community/feed → new proposals and threads by people the member follows, newest first. */
export type FeedItem = {
  kind: 'proposal' | 'thread';
  id: number;
  title: string;
  author: { handle: string };
  createdAt: string;
  href: string;
};

/** GET /api/moderation/queue → flagged or hidden posts and proposals, oldest flag first. */
export type ModerationItem = {
  targetType: 'post' | 'proposal' | 'listing' | 'creation';
  targetId: number;
  /** For a post: its thread; for a proposal: its title. */
  title: string;
  href: string;
  author: AuthorRef;
  /** The item's text as plain markdown, for the moderator to judge. */
  body: string;
  hidden: boolean;
  locked: boolean;
  threadId: number | null;
  flags: { reason: FlagReason; message: string | null; by: string | null; createdAt: string }[];
  createdAt: string;
};
export type ModerationQueue = { items: ModerationItem[] };
export type ModerationAction = 'restore' | 'delete' | 'lock' | 'unlock' | 'silence' | 'dismiss';

/** A marketplace listing as cards and search show it (GET /api/marketplace/listings). */
export type ListingSummary = {
  id: number;
  category: 'models' | 'datasets' | 'plugins' | 'tools';
  title: string;
  summary: string;
  tags: string[];
  license: string;
  /** The price in wei as a decimal string; "0" is free. */
  priceWei: string;
  version: string;
  /** The seller's handle; null when Civitas lists it (curated) or the seller left. */
  seller: AuthorRef;
  curated: boolean;
  downloads: number;
  reviews: number;
  /** The average rating to one decimal; null without reviews. */
  rating: number | null;
  publishedAt: string | null;
};

/** One listing in full (GET /api/marketplace/listings/{id}); drafts only for their seller. */
export type ListingDetail = ListingSummary & {
  status: 'draft' | 'published' | 'unpublished';
  hidden: boolean;
  /** The description as sanitized HTML. */
  html: string;
  /** The markdown as written (for the seller's editor). */
  description: string;
  /** The link and the file are given to those who got the item (and to its seller). */
  hasLink: boolean;
  file: { name: string; size: number } | null;
  updatedAt: string;
};

/** GET /api/marketplace/listings?q&category&price&license&tag&sort&cursor */
export type ListingPage = { items: ListingSummary[]; nextCursor: string | null };

/** What the reader has to do with a listing (GET /api/marketplace/listings/{id}/me). */
export type ListingMe = {
  signedIn: boolean;
  citizen: boolean;
  seller: boolean;
  got: boolean;
  reviewed: boolean;
  flagged: boolean;
  /** For those who got it (and the seller): where to get it. */
  link: string | null;
  fileUrl: string | null;
};

export type ListingReviewView = {
  author: AuthorRef;
  stars: number;
  body: string;
  createdAt: string;
};
export type ReviewPage = { items: ListingReviewView[]; nextCursor: string | null };

/** GET /api/marketplace/library: what the member got, and what they list. */
export type Library = {
  got: ListingSummary[];
  selling: (ListingSummary & { status: ListingDetail['status'] })[];
};
