-- One page of tournament cards for a user, as one JSON text value: {"total": n, "rows": [...]}.
-- A PL/pgSQL function keeps its query plans between calls; planning the list's joins costs
-- more than running them on the embedded database (see 0001_account_json).
-- Keep the keys in step with tournamentPage() in server/services/tournaments.ts.
CREATE OR REPLACE FUNCTION tournament_page_json(
  p_user_id integer, p_statuses text[], p_game text, p_subscribed boolean, p_upcoming boolean, p_limit integer, p_offset integer
) RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE
  total bigint;
  page json;
BEGIN
  SELECT count(*) INTO total
  FROM tournaments t
  WHERE (p_statuses IS NULL OR t.status = ANY (p_statuses))
    AND (p_game IS NULL OR t.game = p_game)
    AND (NOT p_subscribed OR EXISTS (SELECT 1 FROM event_subscriptions s WHERE s.event_id = t.id AND s.user_id = p_user_id));

  SELECT coalesce(json_agg(row_to_json(r)), '[]'::json) INTO page
  FROM (
    SELECT t.id, t.name, t.sub_title AS "subTitle", t.status, t.game, t.mode, t.mode_quantity AS "modeQuantity",
           t.start_date AS "startDate", t.location, t.platform, t.desktop_image AS "desktopImage", t.mobile_image AS "mobileImage",
           t.subscriptions_start AS "subscriptionsStart", t.subscriptions_end AS "subscriptionsEnd", t.requires_discord AS "requiresDiscord",
           s.status AS "subscriptionStatus", m.team_id AS "teamId"
    FROM tournaments t
    LEFT JOIN event_subscriptions s ON s.event_id = t.id AND s.user_id = p_user_id
    LEFT JOIN team_members m ON m.event_id = t.id AND m.user_id = p_user_id
    WHERE (p_statuses IS NULL OR t.status = ANY (p_statuses))
      AND (p_game IS NULL OR t.game = p_game)
      AND (NOT p_subscribed OR s.id IS NOT NULL)
    ORDER BY CASE WHEN p_upcoming THEN t.start_date END ASC,
             CASE WHEN NOT p_upcoming THEN t.start_date END DESC,
             CASE WHEN p_upcoming THEN t.id END ASC,
             CASE WHEN NOT p_upcoming THEN t.id END DESC
    LIMIT p_limit OFFSET p_offset
  ) r;
  RETURN json_build_object('total', total, 'rows', page)::text;
END
$$;
