-- A change to an account tells the instances to drop what they cached about its sessions (0001), and
-- the realtime guard re-reads them. Stamping last_seen_at (presence: every socket connect, disconnect
-- and heartbeat) changes nothing any of them read, so an update that changes only that column is
-- not announced. Any other change still is.
CREATE OR REPLACE FUNCTION protect_notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - 'last_seen_at') = (to_jsonb(NEW) - 'last_seen_at') THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('protect_auth', OLD.id::text);
  RETURN NULL;
END $$;
