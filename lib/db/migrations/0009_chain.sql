CREATE TABLE "chain_tx" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"chain_id" integer NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure" text,
	"value_wei" numeric(78, 0) DEFAULT '0' NOT NULL,
	"block_number" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "citizen_token" (
	"user_id" text PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"token_id" integer NOT NULL,
	"holder" text NOT NULL,
	"tx_hash" text NOT NULL,
	"block_number" bigint NOT NULL,
	"minted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credential_anchor" (
	"credential_id" text PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"digest" text NOT NULL,
	"holder" text NOT NULL,
	"tx_hash" text NOT NULL,
	"block_number" bigint NOT NULL,
	"anchored_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order" (
	"id" text PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"buyer_id" text NOT NULL,
	"chain_id" integer NOT NULL,
	"seller" text NOT NULL,
	"price_wei" numeric(78, 0) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"from_block" bigint NOT NULL,
	"tx_hash" text,
	"log_index" integer,
	"paid_wei" numeric(78, 0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chain_tx" ADD CONSTRAINT "chain_tx_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citizen_token" ADD CONSTRAINT "citizen_token_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_anchor" ADD CONSTRAINT "credential_anchor_credential_id_credential_id_fk" FOREIGN KEY ("credential_id") REFERENCES "credential"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD CONSTRAINT "purchase_order_listing_id_listing_id_fk" FOREIGN KEY ("listing_id") REFERENCES "listing"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order" ADD CONSTRAINT "purchase_order_buyer_id_user_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_tx_hash_idx" ON "chain_tx" USING btree ("chain_id","hash");--> statement-breakpoint
CREATE INDEX "chain_tx_user_idx" ON "chain_tx" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "chain_tx_pending_idx" ON "chain_tx" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "citizen_token_chain_token_idx" ON "citizen_token" USING btree ("chain_id","token_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_tx_idx" ON "purchase_order" USING btree ("chain_id","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "purchase_order_buyer_idx" ON "purchase_order" USING btree ("buyer_id","listing_id","created_at");