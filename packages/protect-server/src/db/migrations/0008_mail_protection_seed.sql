-- The consent log is append-only (GDPR Art. 9 evidence): one row per grant and per revoke, never
-- changed or removed, whatever the application or a careless query does.
CREATE OR REPLACE FUNCTION protect_mail_consent_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'mail_consent_log is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER mail_consent_log_append_only BEFORE UPDATE OR DELETE ON mail_consent_log
  FOR EACH ROW EXECUTE FUNCTION protect_mail_consent_log_append_only();
--> statement-breakpoint
-- The 30 seeded gambling brand display names (admins curate the list later).
INSERT INTO global_mail_display_names (display_name) VALUES
  ('Tipico'), ('bet365'), ('bwin'), ('Interwetten'), ('Betway'), ('Unibet'), ('LeoVegas'),
  ('Mr Green'), ('PokerStars'), ('888casino'), ('William Hill'), ('Ladbrokes'), ('Betfair'),
  ('Paddy Power'), ('Sportingbet'), ('bet-at-home'), ('NetBet'), ('Lottoland'), ('Merkur Spiele'),
  ('Wunderino'), ('Betano'), ('Admiral Bet'), ('Novoline'), ('Stargames'), ('JackpotPiraten'),
  ('BingBong'), ('DrückGlück'), ('Casumo'), ('Winamax'), ('Neobet')
ON CONFLICT DO NOTHING;
