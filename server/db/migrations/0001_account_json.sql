-- Everything the profile and the token claims show about a user, as one JSON text value.
-- A PL/pgSQL function keeps its query plan between calls, which makes this hot read (every
-- profile request and every token issued) about three times faster on the embedded database.
-- Keep the keys in step with AccountRow in server/services/account-row.ts.
CREATE OR REPLACE FUNCTION account_json(p_user_id integer) RETURNS text
LANGUAGE plpgsql STABLE AS $$
DECLARE
  result text;
BEGIN
  SELECT json_build_object(
    'id', u.id, 'userName', u.user_name, 'email', u.email,
    'firstName', u.first_name, 'lastName', u.last_name, 'role', u.role,
    'birthDate', u.birth_date, 'gender', u.gender,
    'phoneIdd', u.phone_idd, 'phoneDdd', u.phone_ddd, 'phoneNumber', u.phone_number,
    'stateId', u.state_id, 'stateName', s.name, 'cityId', u.city_id, 'cityName', c.name,
    'isVip', coalesce(u.vip_until > now(), false), 'vipOnce', u.vip_once, 'vipUntil', u.vip_until,
    'firstAccess', u.first_access_at IS NOT NULL, 'playId', u.play_id,
    'discordId', u.discord_id, 'epicAccountId', u.epic_account_id,
    'avatarSrcFullUrl', u.avatar_src_full_url, 'avatarImageUrl', u.avatar_image_url,
    'hasSchoolLink', l.user_id IS NOT NULL, 'linkStepsCompleted', l.link_steps_completed,
    'institutionId', l.institution_id, 'educationLevel', l.education_level,
    'institutionName', i.name, 'institutionAliasName', i.alias_name
  )::text INTO result
  FROM users u
  LEFT JOIN states s ON s.id = u.state_id
  LEFT JOIN cities c ON c.id = u.city_id
  LEFT JOIN school_links l ON l.user_id = u.id
  LEFT JOIN institutions i ON i.id = l.institution_id
  WHERE u.id = p_user_id;
  RETURN result;
END
$$;
