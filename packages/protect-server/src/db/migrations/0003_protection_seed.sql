-- Seed data of the protection core (issue 12): the list rows, the seed's 30-domain curated stub,
-- a small mail-sender list and the approved web-content domains of DE, AT and CH.
INSERT INTO "blocklists" ("name", "version") VALUES ('curated', 1), ('full', 1), ('mail_senders', 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "blocklist_entries" ("list", "domain", "origin") VALUES
  ('curated', 'bet365.com', 'seed'),
  ('curated', 'williamhill.com', 'seed'),
  ('curated', 'pokerstars.com', 'seed'),
  ('curated', 'betway.com', 'seed'),
  ('curated', 'unibet.com', 'seed'),
  ('curated', 'bwin.com', 'seed'),
  ('curated', 'tipico.com', 'seed'),
  ('curated', '888casino.com', 'seed'),
  ('curated', 'paddypower.com', 'seed'),
  ('curated', 'betfair.com', 'seed'),
  ('curated', 'ladbrokes.com', 'seed'),
  ('curated', 'draftkings.com', 'seed'),
  ('curated', 'fanduel.com', 'seed'),
  ('curated', 'stake.com', 'seed'),
  ('curated', 'leovegas.com', 'seed'),
  ('curated', 'mrgreen.com', 'seed'),
  ('curated', 'betsson.com', 'seed'),
  ('curated', 'interwetten.com', 'seed'),
  ('curated', 'bet-at-home.com', 'seed'),
  ('curated', 'casumo.com', 'seed'),
  ('curated', '888poker.com', 'seed'),
  ('curated', 'partypoker.com', 'seed'),
  ('curated', 'lottoland.com', 'seed'),
  ('curated', 'sportingbet.com', 'seed'),
  ('curated', 'betano.com', 'seed'),
  ('curated', 'betvictor.com', 'seed'),
  ('curated', 'coral.co.uk', 'seed'),
  ('curated', 'skybet.com', 'seed'),
  ('curated', '22bet.com', 'seed'),
  ('curated', '1xbet.com', 'seed')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "blocklist_entries" ("list", "domain", "origin") VALUES
  ('mail_senders', 'bet365.com', 'seed'),
  ('mail_senders', 'williamhill.com', 'seed'),
  ('mail_senders', 'pokerstars.com', 'seed'),
  ('mail_senders', 'betway.com', 'seed'),
  ('mail_senders', 'unibet.com', 'seed'),
  ('mail_senders', 'bwin.com', 'seed'),
  ('mail_senders', 'tipico.com', 'seed'),
  ('mail_senders', '888casino.com', 'seed'),
  ('mail_senders', 'lottoland.com', 'seed'),
  ('mail_senders', 'leovegas.com', 'seed')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "curated_domains" ("domain", "country", "status") VALUES
  ('tipico.de', 'DE', 'approved'),
  ('bwin.de', 'DE', 'approved'),
  ('betano.de', 'DE', 'approved'),
  ('merkurbets.de', 'DE', 'approved'),
  ('lottoland.de', 'DE', 'approved'),
  ('interwetten.de', 'DE', 'approved'),
  ('win2day.at', 'AT', 'approved'),
  ('admiral.at', 'AT', 'approved'),
  ('tipp3.at', 'AT', 'approved'),
  ('mycasino.ch', 'CH', 'approved'),
  ('jackpots.ch', 'CH', 'approved')
ON CONFLICT DO NOTHING;
