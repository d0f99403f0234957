CREATE TABLE "post_recent_search" (
	"post_id" bigint PRIMARY KEY NOT NULL,
	"search" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_recent_search" ADD CONSTRAINT "post_recent_search_post_id_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "post"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_recent_search_idx" ON "post_recent_search" USING gin ("search") WITH (gin_pending_list_limit=64);--> statement-breakpoint
-- Kept by the post's own writes (drizzle-kit does not know triggers: this part is written by hand). A post
-- is added when written, its document updated when edited, removed when deleted or hidden, added again
-- when restored; lib/community/search.ts prunes all but the newest posts every hour.
CREATE FUNCTION "post_recent_search_sync"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF NEW.search IS NOT NULL AND NEW.deleted_at IS NULL AND NEW.hidden_at IS NULL THEN
    INSERT INTO post_recent_search (post_id, search) VALUES (NEW.id, NEW.search)
    ON CONFLICT (post_id) DO UPDATE SET search = excluded.search;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM post_recent_search WHERE post_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "post_recent_search_sync" AFTER INSERT OR UPDATE OF search, deleted_at, hidden_at ON "post"
  FOR EACH ROW EXECUTE FUNCTION "post_recent_search_sync"();
--> statement-breakpoint
-- Searches read a GIN index's pending list whole (up to 4 MB by default: ~5 ms a search here); the index
-- of every post flushes it every ~100 posts too.
ALTER INDEX "post_search_idx" SET (gin_pending_list_limit = 64);
--> statement-breakpoint
-- The newest 50,000 visible posts of an existing site (RECENT_SEARCH_POSTS when this was written).
INSERT INTO "post_recent_search" ("post_id", "search")
  SELECT id, search FROM post
  WHERE search IS NOT NULL AND deleted_at IS NULL AND hidden_at IS NULL
    AND id > (SELECT coalesce(max(id), 0) FROM post) - 50000;
