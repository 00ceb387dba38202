CREATE TABLE "list_versions" (
	"key" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
-- Counts the changes of the lists the servers keep in memory (server/services/kept-lists.ts): after
-- every statement that writes rows of a list, its key's version goes up once. TG_ARGV[0] is the
-- list; TG_ARGV[1], when given, the column that splits it (one key per journey, event or user),
-- read from the statement's transition tables. A whole list's key goes up on every statement, even
-- one that wrote no row (its trigger may name columns, which transition tables do not allow).
-- The keys are written in order, so two statements touching the same keys wait rather than deadlock.
CREATE FUNCTION list_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text;
BEGIN
  IF TG_NARGS = 1 THEN
    INSERT INTO list_versions (key) VALUES (TG_ARGV[0]) ON CONFLICT (key) DO UPDATE SET version = list_versions.version + 1;
    RETURN NULL;
  END IF;
  keys := format('SELECT %L || %I AS key FROM %I', TG_ARGV[0] || ':', TG_ARGV[1], CASE TG_OP WHEN 'DELETE' THEN 'old_rows' ELSE 'new_rows' END);
  IF TG_OP = 'UPDATE' THEN
    keys := keys || format(' UNION SELECT %L || %I FROM old_rows', TG_ARGV[0] || ':', TG_ARGV[1]);
  END IF;
  EXECUTE 'INSERT INTO list_versions (key) SELECT DISTINCT key FROM (' || keys || ') AS changed_keys WHERE key IS NOT NULL ORDER BY key'
    || ' ON CONFLICT (key) DO UPDATE SET version = list_versions.version + 1';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER journey_ranking_inserted AFTER INSERT ON journey_ranking REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_versions_bump('ranking', 'journey_id');
--> statement-breakpoint
CREATE TRIGGER journey_ranking_updated AFTER UPDATE ON journey_ranking REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_versions_bump('ranking', 'journey_id');
--> statement-breakpoint
CREATE TRIGGER journey_ranking_deleted AFTER DELETE ON journey_ranking REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_versions_bump('ranking', 'journey_id');
--> statement-breakpoint
CREATE TRIGGER institutions_changed AFTER INSERT OR UPDATE OR DELETE ON institutions FOR EACH STATEMENT EXECUTE FUNCTION list_versions_bump('schools');
--> statement-breakpoint
CREATE TRIGGER tournaments_added_or_removed AFTER INSERT OR DELETE ON tournaments FOR EACH STATEMENT EXECUTE FUNCTION list_versions_bump('tournaments');
--> statement-breakpoint
-- Only what a card shows: play moving on (play_version) does not touch the lists.
CREATE TRIGGER tournaments_card_changed AFTER UPDATE OF name, sub_title, status, game, mode, mode_quantity, start_date, location, platform, desktop_image, mobile_image, subscriptions_start, subscriptions_end, requires_discord
  ON tournaments FOR EACH STATEMENT EXECUTE FUNCTION list_versions_bump('tournaments');
--> statement-breakpoint
CREATE TRIGGER event_subscriptions_inserted AFTER INSERT ON event_subscriptions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_versions_bump('subscribers', 'event_id');
--> statement-breakpoint
CREATE TRIGGER event_subscriptions_updated AFTER UPDATE ON event_subscriptions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_versions_bump('subscribers', 'event_id');
--> statement-breakpoint
CREATE TRIGGER event_subscriptions_deleted AFTER DELETE ON event_subscriptions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_versions_bump('subscribers', 'event_id');
--> statement-breakpoint
CREATE TRIGGER notifications_inserted AFTER INSERT ON notifications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_versions_bump('notifications', 'user_id');
--> statement-breakpoint
CREATE TRIGGER notifications_updated AFTER UPDATE ON notifications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_versions_bump('notifications', 'user_id');
--> statement-breakpoint
CREATE TRIGGER notifications_deleted AFTER DELETE ON notifications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_versions_bump('notifications', 'user_id');
--> statement-breakpoint
-- What one student's tournament lists need besides the kept cards: the cards' version and the
-- student's subscriptions and teams, in one read that keeps its plan between calls.
CREATE FUNCTION tournament_list_glance(p_user_id integer) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN json_build_object(
    'version', coalesce((SELECT version FROM list_versions WHERE key = 'tournaments'), 0),
    'subscriptions', coalesce((SELECT json_agg(json_build_array(s.event_id, s.status)) FROM event_subscriptions s WHERE s.user_id = p_user_id), '[]'::json),
    'teams', coalesce((SELECT json_agg(json_build_array(m.event_id, m.team_id)) FROM team_members m WHERE m.user_id = p_user_id), '[]'::json)
  )::text;
END $$;
--> statement-breakpoint
DROP FUNCTION tournament_page_json(integer, text[], text, boolean, boolean, integer, integer);
