CREATE SEQUENCE "citizen_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "citizen" (
	"user_id" text PRIMARY KEY NOT NULL,
	"number" integer DEFAULT nextval('citizen_number_seq') NOT NULL,
	"handle" text NOT NULL,
	"notify_email" text,
	"notify_email_verified_at" timestamp with time zone,
	"notify_proposals" boolean DEFAULT false NOT NULL,
	"constitution_accepted_at" timestamp with time zone NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"proposals" integer DEFAULT 0 NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "citizen_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "contribution" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contribution_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"action" text NOT NULL,
	"points" integer NOT NULL,
	"ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counter" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_id" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" text,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"category" text NOT NULL,
	"seed_key" text,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"quorum" integer NOT NULL,
	"votes_for" integer DEFAULT 0 NOT NULL,
	"votes_against" integer DEFAULT 0 NOT NULL,
	"result" text,
	"result_at" timestamp with time zone,
	"votes_notified" integer DEFAULT 0 NOT NULL,
	"announced_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposal_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "vote" (
	"proposal_id" integer NOT NULL,
	"voter_id" text NOT NULL,
	"choice" text NOT NULL,
	"signature" text,
	"signer" text,
	"chain_id" integer,
	"signed_at" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vote_proposal_id_voter_id_pk" PRIMARY KEY("proposal_id","voter_id")
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "staff_role" text;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "href" text;--> statement-breakpoint
ALTER TABLE "citizen" ADD CONSTRAINT "citizen_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribution" ADD CONSTRAINT "contribution_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal" ADD CONSTRAINT "proposal_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal" ADD CONSTRAINT "proposal_hidden_by_user_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote" ADD CONSTRAINT "vote_proposal_id_proposal_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "proposal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote" ADD CONSTRAINT "vote_voter_id_user_id_fk" FOREIGN KEY ("voter_id") REFERENCES "user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "citizen_handle_lower_idx" ON "citizen" USING btree (lower("handle"));--> statement-breakpoint
CREATE INDEX "contribution_user_created_idx" ON "contribution" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_log_target_idx" ON "moderation_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "proposal_created_idx" ON "proposal" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "proposal_closes_idx" ON "proposal" USING btree ("closes_at");--> statement-breakpoint
CREATE INDEX "proposal_author_created_idx" ON "proposal" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "vote_proposal_created_idx" ON "vote" USING btree ("proposal_id","created_at");--> statement-breakpoint
CREATE INDEX "vote_voter_created_idx" ON "vote" USING btree ("voter_id","created_at");