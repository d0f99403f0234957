CREATE TABLE "creation" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"secret" text NOT NULL,
	"kind" text NOT NULL,
	"prompt" text NOT NULL,
	"style" text NOT NULL,
	"shape" text NOT NULL,
	"quality" text NOT NULL,
	"seed" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"engine" text NOT NULL,
	"model" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"file_key" text,
	"thumb_key" text,
	"mime" text,
	"size" integer,
	"saved" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"flags" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "creation" ADD CONSTRAINT "creation_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creation_due_idx" ON "creation" USING btree ("run_after","id") WHERE "creation"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "creation_user_idx" ON "creation" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "creation_public_idx" ON "creation" USING btree ("published_at","id") WHERE "creation"."published_at" is not null and "creation"."hidden_at" is null;