// The marketplace: listings of AI models, datasets, plugins and tools, the members who got each item (their
// library) and their reviews. Curated listings (a fresh site's seed, lib/marketplace/curated.ts) have no
// seller and a stable `curated_key`. Every count a page shows (downloads, reviews, the rating) is a counter
// column kept in the transaction of the row it counts.
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, tsvector, updatedAt } from './columns';
import { formerUserId, userId } from './user-columns';

export const listing = pgTable(
  'listing',
  {
    id: serial('id').primaryKey(),
    /** Null for the curated listings Civitas lists. */
    sellerId: formerUserId('seller_id'),
    /** The curated seed's stable key (lib/marketplace/curated.ts); null for members' listings. */
    curatedKey: text('curated_key').unique(),
    /** draft → published ⇄ unpublished. */
    status: text('status').notNull().default('draft'),
    category: text('category').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Markdown, rendered through the sanitizing renderer. */
    description: text('description').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** An SPDX identifier from lib/marketplace/licenses.ts. */
    license: text('license').notNull(),
    /** The price in wei; 0 is free. */
    priceWei: numeric('price_wei', { precision: 78, scale: 0 }).notNull().default('0'),
    link: text('link'),
    version: text('version').notNull(),
    /** The uploaded file in the file store (lib/storage), if any. */
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileSize: bigint('file_size', { mode: 'number' }),
    fileKind: text('file_kind'),
    fileSha256: text('file_sha256'),
    downloads: integer('downloads').notNull().default(0),
    reviews: integer('reviews').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    flags: integer('flags').notNull().default(0),
    /** Hidden pending review (three flags) or by a moderator. */
    hiddenAt: instant('hidden_at'),
    /** The text search configuration the document was built with (the seller's language, else simple). */
    searchConfig: text('search_config').notNull().default('simple'),
    /** Title (A) over tags (B) over summary and description (C). */
    search: tsvector('search'),
    publishedAt: instant('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('listing_seller_idx').on(t.sellerId, t.createdAt),
    index('listing_published_idx').on(t.status, t.publishedAt, t.id),
    index('listing_popular_idx').on(t.status, t.downloads, t.id),
    index('listing_price_idx').on(t.status, t.priceWei, t.id),
    index('listing_search_idx').using('gin', t.search),
    index('listing_tags_idx').using('gin', t.tags),
  ],
);

/**
 * Every word of every listing's title and tags (the `simple` lexemes), for correcting a misspelt word of a
 * search: a query word that is no listing's word is matched by trigram similarity (pg_trgm) against these,
 * a small table, instead of against every listing. Words are added as listings are written, never removed.
 */
export const listingWord = pgTable('listing_word', { word: text('word').primaryKey() }, (t) => [
  index('listing_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/** A member who got an item: it is in their library. One row per member and listing. */
export const listingGet = pgTable(
  'listing_get',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listing.id, { onDelete: 'cascade' }),
    userId: userId(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.userId] }),
    index('listing_get_user_idx').on(t.userId, t.createdAt),
  ],
);

/** One review per member who got the item: 1–5 stars and text. */
export const listingReview = pgTable(
  'listing_review',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listing.id, { onDelete: 'cascade' }),
    userId: userId(),
    stars: smallint('stars').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.listingId, t.userId] }),
    index('listing_review_newest_idx').on(t.listingId, t.createdAt),
  ],
);

export type Listing = typeof listing.$inferSelect;
export type ListingReview = typeof listingReview.$inferSelect;
