-- Realtime publication (src/features/realtime): every committed row change of a published table is
-- sent on channel `protect_realtime` as {"t": table, "op": INSERT|UPDATE|DELETE, "row": {...}}.
-- Each server instance LISTENs and forwards the change to the WebSocket clients allowed to see the
-- row, so instances behind a balancer deliver the same. NOTIFY payloads are capped at 8000 bytes:
-- a larger row is sent as {"t", "op", "row": null, "id"} and the instance reads it back by id.
-- Another feature publishes its table by adding such a trigger in its own custom migration and a
-- registry entry (see the protect-server README, "Realtime").
CREATE OR REPLACE FUNCTION protect_realtime_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r jsonb;
  payload text;
BEGIN
  IF TG_OP = 'DELETE' THEN r := to_jsonb(OLD); ELSE r := to_jsonb(NEW); END IF;
  payload := json_build_object('t', TG_TABLE_NAME, 'op', TG_OP, 'row', r)::text;
  IF octet_length(payload) > 7900 THEN
    payload := json_build_object('t', TG_TABLE_NAME, 'op', TG_OP, 'row', null, 'id', r->>'id')::text;
  END IF;
  PERFORM pg_notify('protect_realtime', payload);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER direct_messages_realtime AFTER INSERT OR UPDATE OR DELETE ON direct_messages
  FOR EACH ROW EXECUTE FUNCTION protect_realtime_notify();
--> statement-breakpoint
CREATE TRIGGER chat_messages_realtime AFTER INSERT OR UPDATE OR DELETE ON chat_messages
  FOR EACH ROW EXECUTE FUNCTION protect_realtime_notify();
--> statement-breakpoint
CREATE TRIGGER comment_likes_realtime AFTER INSERT OR UPDATE OR DELETE ON comment_likes
  FOR EACH ROW EXECUTE FUNCTION protect_realtime_notify();
--> statement-breakpoint
CREATE TRIGGER direct_message_reactions_realtime AFTER INSERT OR UPDATE OR DELETE ON direct_message_reactions
  FOR EACH ROW EXECUTE FUNCTION protect_realtime_notify();
--> statement-breakpoint
CREATE TRIGGER chat_message_reactions_realtime AFTER INSERT OR UPDATE OR DELETE ON chat_message_reactions
  FOR EACH ROW EXECUTE FUNCTION protect_realtime_notify();
--> statement-breakpoint
-- Follows are not forwarded to clients; instances use them to keep each connection's presence
-- audience (who it follows) current.
CREATE TRIGGER follows_realtime AFTER INSERT OR DELETE ON follows
  FOR EACH ROW EXECUTE FUNCTION protect_realtime_notify();
--> statement-breakpoint
INSERT INTO chat_rooms (slug, name) VALUES ('general', 'General'), ('support', 'Support')
  ON CONFLICT (slug) DO NOTHING;
