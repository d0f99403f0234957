CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
CREATE TABLE "listing" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" text,
	"curated_key" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"license" text NOT NULL,
	"price_wei" numeric(78, 0) DEFAULT '0' NOT NULL,
	"link" text,
	"version" text NOT NULL,
	"file_key" text,
	"file_name" text,
	"file_size" bigint,
	"file_kind" text,
	"file_sha256" text,
	"downloads" integer DEFAULT 0 NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"flags" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"search_config" text DEFAULT 'simple' NOT NULL,
	"search" "tsvector",
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_curated_key_unique" UNIQUE("curated_key")
);
--> statement-breakpoint
CREATE TABLE "listing_get" (
	"listing_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_get_listing_id_user_id_pk" PRIMARY KEY("listing_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "listing_review" (
	"listing_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"stars" smallint NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_review_listing_id_user_id_pk" PRIMARY KEY("listing_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "listing_word" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing" ADD CONSTRAINT "listing_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_get" ADD CONSTRAINT "listing_get_listing_id_listing_id_fk" FOREIGN KEY ("listing_id") REFERENCES "listing"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_get" ADD CONSTRAINT "listing_get_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_review" ADD CONSTRAINT "listing_review_listing_id_listing_id_fk" FOREIGN KEY ("listing_id") REFERENCES "listing"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_review" ADD CONSTRAINT "listing_review_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_seller_idx" ON "listing" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_published_idx" ON "listing" USING btree ("status","published_at","id");--> statement-breakpoint
CREATE INDEX "listing_popular_idx" ON "listing" USING btree ("status","downloads","id");--> statement-breakpoint
CREATE INDEX "listing_price_idx" ON "listing" USING btree ("status","price_wei","id");--> statement-breakpoint
CREATE INDEX "listing_search_idx" ON "listing" USING gin ("search");--> statement-breakpoint
CREATE INDEX "listing_tags_idx" ON "listing" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "listing_get_user_idx" ON "listing_get" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_review_newest_idx" ON "listing_review" USING btree ("listing_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_word_trgm_idx" ON "listing_word" USING gin ("word" gin_trgm_ops);