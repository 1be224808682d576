/**
 * The classifier's vocabulary: German and English word groups matched per token, so inflections
 * ("Freispielen", "Wetten", "withdrawals") and compounds ("Willkommensbonus", "Onlinecasinos",
 * "Sportwettenanbieter") hit the same group. Each group is one feature the model weighs; a group
 * name is all a sample keeps of a match.
 */
export const WORD_GROUPS: Readonly<Record<string, RegExp>> = {
  casino: /(casino|kasino|spielothek|spielbank|spielhalle|livecasino)/,
  slots: /^(slot|slots|slotspiel\w*|spielautomat\w*|automatenspiel\w*|megaways|walzen|reels?)$/,
  freespins: /(freispiel|freespin|gratisspin|bonusspin|spins)/,
  sportsbet:
    /(sportwett|wettanbieter|wettschein|kombiwett|livewett|einzelwett|wettkonto|sportsbook|sportsbet|betslip|accumulator|parlay|^wetten$|^wette$|^wettest$|^gewettet$|^bet$|^bets$|^betting$|^wager\w*)/,
  odds: /^(quote|quoten|quotenboost\w*|odds|oddsboost|boost|boosted|superquote\w*|höchstquote\w*)$/,
  lottery:
    /(lotto|jackpot|syndicate|^draws?$|eurojackpot|lotterie|lottery|tippschein|rubbellos|scratchcard|keno|glücksspirale|gluecksspirale|powerball|euromillion|ziehung|gewinnzahl|losnummer|tippfeld)/,
  poker: /(poker|rakeback|holdem|freeroll|buyin|sitngo|turnierpoker)/,
  tablegames: /^(roulette|blackjack|baccarat|croupier|dealer|craps)$/,
  bonus:
    /^(?!jahres|gehalts|mitarbeiter|leistungs).*(bonus|cashback|bonuscode|promocode|aktionscode|gutschrift|reload)/,
  deposit: /(einzahl|deposit|aufladen|paysafecard|skrill|neteller|mindesteinzahlung)/,
  withdrawal: /(auszahl|withdraw|payout|cashout|auszahlungsanfrage)/,
  player: /^(spielerkonto|spielkonto|spieler|player|players|vip|treuepunkte|loyalty)$/,
  win: /^(gewinn|gewinne|gewinnen|gewonnen|gewinner|win|wins|winning|winner|winnings|jackpots?|mega|millionär\w*)$/,
  gamble: /(glücksspiel|gluecksspiel|gambling|gamble|zocken|zock)/,
  crypto: /^(bitcoin|btc|crypto\w*|krypto\w*|usdt|ethereum|eth|wallet|satoshi)$/,
  lootbox: /(lootbox|beutekiste|caseopening|skinbet|skins?$|cases?$|packs?$|fcpoints|vbucks)/,
  addiction:
    /(sucht|süchtig|abhängig|addiction|addicted|recovery|genesung|selbsthilfe|therapie|therapeut|beratungsstelle|helpline|hotline|rückfall|relapse|abstinen|spielfrei|suchtberatung|anonyme|^anonymous$|spielerschutz|problematisch|einsatzlimit|spielpause|^counsel\w*|^gamcare$|^gamblingtherapy$)/,
  selfexclusion:
    /(spielersperre|selbstsperre|selbstausschluss|oasis|gamstop|selfexclusion|sperrdatei|sperrsystem|sperrantrag|sperrfrist|cooldown|sperre|^blocked$|^blockiert\w*|^gesperrt$)/,
  news: /^(laut|berichtet\w*|bericht|studie|gericht\w*|urteil|behörde\w*|regierung|minister\w*|gesetz\w*|staatsvertrag|glücksspielstaatsvertrag|regulierung|regulator\w*|court|ruling|report\w*|according|study|lawmakers|legislation|ministry|polizei|police|ermittl\w*|verbot\w*|illegal\w*|razzia|bundesländer|länder|ggl|aufsicht\w*|journalist\w*|redaktion|newsletter|nachrichten|news|zeitung|kommentar|analyse|press|presse\w*|pressemitteilung|herald|tribune|kurier|rundschau|magazin\w*|magazine|editorial|chefredaktion|korrespondent\w*|interview\w*|story|stories|artikel|weiterlesen|article|articles)$/,
  bank: /^(kontoauszug|kontostand|iban|bic|lastschrift\w*|überweisung\w*|buchung\w*|saldo|statement|balance|transaction\w*|umsätze|umsatz|girokonto|sparkasse|volksbank|dispo\w*)$/,
  work: /^(meeting|besprechung|protokoll|termin|projekt\w*|rechnung|invoice|agenda|deadline|kunde\w*|team|kollegen?|bewerbung|vertrag|abrechnung|gehalt\w*|lohn\w*|jahresbonus|personalabteilung|zusammen|quartal|umsatzziel\w*)$/,
  shop: /(gutschein|rabatt|versand|warenkorb|bestellung|retoure|kollektion|sortiment|sneaker|payback|coupon|voucher|discount|shipping|checkout|mitglieder|prämie|^sale$|^cart$|^outfits?$|^schuhe$|^jacken?$|^möbel$|^members?$)/,
  personal:
    /^(mama|papa|oma|opa|schatz|geburtstag\w*|urlaub|wochenende|essen|kinder|familie|birthday|dinner|love|grüße|hugs)$/,
  urgency:
    /^(heute|jetzt|sofort|schnell|endet|ends|today|tonight|now|limited|letzte|last|exklusiv\w*|exclusive|gratis|kostenlos\w*|free|nur)$/,
  you: /^(du|dein|deine|deinen|deinem|deiner|dir|dich|you|your|yours)$/,
  responsible:
    /^(18\+|verantwortungsvoll\w*|responsibly|begambleaware|gambleaware|spielteilnahme|check-dein-spiel|bzga)$/,
};

/**
 * Phrases joined into one token before matching (so "free spins" is one word like "Freispiele"),
 * each with a cue every match contains: the pattern runs only on text that holds its cue.
 */
export const PHRASES: readonly (readonly [RegExp, string, string])[] = [
  [/\bfree\s+spins?\b/g, "freespins", "free"],
  [/\bfree\s+bets?\b/g, "freebet bet", "free"],
  [/\bodds\s+boost\b/g, "oddsboost", "odds"],
  [/\bcase\s+opening\b/g, "caseopening", "case"],
  [/\bself[\s-]exclu\w+/g, "selfexclusion", "self"],
  [/\bsit\s*(?:&|n|and)\s*go\b/g, "sitngo", "sit"],
  [/\bbuy[\s-]in\b/g, "buyin", "buy"],
  [/\bfc\s+points\b/g, "fcpoints", "fc"],
  [/\bv-?bucks\b/g, "vbucks", "bucks"],
  [/\bhold'?em\b/g, "holdem", "hold"],
  [/\b18\s*\+/g, " 18+ ", "18"],
];

const AMOUNT =
  /(?:[€$£]\s?\d[\d.,]*|\d[\d.,]*\s?(?:€|eur\b|euro\b|\$|usd\b|£|gbp\b|%|btc\b|usdt\b|mio\b|millionen\b))/g;
const MONEY_CONTEXT =
  /(bonus|einzahl|deposit|auszahl|withdraw|payout|cashout|gutschrift|freispiel|freebet|gratiswette|jackpot|gewinn|winnings|guthaben|spielerkonto|wette|einsatz|stake)/;
const ODDS =
  /(?:\b(?:quoten?|odds|@|zu)\s*:?\s*\d{1,2}[.,]\d{1,2}\b|\b\d{1,2}\/\d{1,2}\s+(?:odds|quote)|\bquoten?boost\b|\b\d{1,2}[.,]\d{2}\s*(?:statt|instead of|→|->)\s*\d{1,2}[.,]\d{2})/g;
const SPIN_COUNT = /\b\d{1,4}\s*(?:freispiele|freespins|free\s?spins|gratis-?spins|bonus-?spins|fs)\b/g;
const CTA =
  /(jetzt (spielen|wetten|einzahlen|sichern|holen|tippen|einlösen|registrieren|aktivieren|mitspielen|loslegen)|spiel(e)? jetzt|wette jetzt|hol dir|sichere dir|bonus (sichern|holen|aktivieren)|play now|bet now|spin now|deposit now|claim( now| your| bonus)?|join now|get your bonus|grab your|tipp abgeben|tippschein (sichern|abgeben))/;

const GROUP_ENTRIES = Object.entries(WORD_GROUPS);
/** Groups of a token, remembered: mail repeats its words, and most tokens are in no group. */
const tokenGroups = new Map<string, readonly string[]>();
const TOKEN_CACHE_MAX = 100_000;

function groupsOf(token: string): readonly string[] {
  let groups = tokenGroups.get(token);
  if (groups === undefined) {
    groups = GROUP_ENTRIES.filter(([, pattern]) => pattern.test(token)).map(([group]) => group);
    if (tokenGroups.size >= TOKEN_CACHE_MAX) tokenGroups.clear();
    tokenGroups.set(token, groups);
  }
  return groups;
}

/** A letter or digit of any script (what a token is made of, with "+"). */
const TOKEN_CHAR = /^[\p{L}\p{N}+]$/u;
/** Per UTF-16 code unit of the basic plane: 0 not yet known, 1 part of a token, 2 not. */
const tokenUnit = new Uint8Array(0x10000);
for (let code = 0; code < 0x80; code += 1) tokenUnit[code] = TOKEN_CHAR.test(String.fromCharCode(code)) ? 1 : 2;

function isTokenChar(text: string, at: number, code: number): boolean {
  let known = tokenUnit[code];
  if (known === 0) {
    known = TOKEN_CHAR.test(String.fromCharCode(code)) ? 1 : 2;
    tokenUnit[code] = known;
  }
  return (
    known === 1 ||
    (code >= 0xd800 && code <= 0xdbff && TOKEN_CHAR.test(String.fromCodePoint(text.codePointAt(at) ?? 0)))
  );
}

/**
 * The runs of letters, digits and "+" of a text, as `/[\p{L}\p{N}+]+/gu` finds them, by a table
 * per code unit (a letter outside the basic plane, such as the mathematical bold ones spam uses, is
 * tested whole).
 */
export function tokensOf(text: string): string[] {
  const tokens: string[] = [];
  let start = -1;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (isTokenChar(text, at, code)) {
      if (start < 0) start = at;
      // Both halves of a surrogate pair belong to the token.
      if (code >= 0xd800 && code <= 0xdbff) at += 1;
    } else if (start >= 0) {
      tokens.push(text.slice(start, at));
      start = -1;
    }
  }
  if (start >= 0) tokens.push(text.slice(start));
  return tokens;
}

/** Counts of each word group in one lower-cased text (like the other matchers here, it takes it so). */
export function groupCounts(lower: string): Map<string, number> {
  let normal = lower.normalize("NFC");
  for (const [pattern, replacement, cue] of PHRASES)
    if (normal.includes(cue)) normal = normal.replace(pattern, replacement);
  const counts = new Map<string, number>();
  for (const token of tokensOf(normal)) {
    if (token.length < 2 || token.length > 40) continue;
    for (const group of groupsOf(token)) counts.set(group, (counts.get(group) ?? 0) + 1);
  }
  return counts;
}

/** Money amounts with gambling money words within 60 characters either side (`lower`: lower-cased text). */
export function moneyNearGamblingWords(lower: string): number {
  let hits = 0;
  for (const match of lower.matchAll(AMOUNT)) {
    const at = match.index ?? 0;
    if (MONEY_CONTEXT.test(lower.slice(Math.max(0, at - 60), at + match[0].length + 60))) hits += 1;
  }
  return hits;
}

/** Matches of a global pattern in lower-cased text. */
export function countOf(pattern: RegExp, lower: string): number {
  let count = 0;
  for (const _ of lower.matchAll(pattern)) count += 1;
  return count;
}

/**
 * Abstinence and stopping ("100 days without betting", "seit 60 Tagen ohne Glücksspiel", "quit
 * gambling"): help and recovery mail, the opposite of a promotion. "ohne Einzahlung" (no-deposit
 * bonus) is not one: deposits are not in the stems.
 */
const ABSTINENCE =
  /\b(?:ohne|without|no more|nicht mehr|kein(?:e|en)?|stop(?:ped|ping)?|quit(?:ting)?|aufgehört mit|aufhören mit|weg vom)\s+(?:\p{L}+\s+)?\p{L}*(?:wett|gambl|betting|bets?\b|casino|glücksspiel|zock|spielen\b|lotto|poker)/gu;

export const PATTERNS = { odds: ODDS, spinCount: SPIN_COUNT, abstinence: ABSTINENCE } as const;

/** A call to action in lower-cased text ("jetzt spielen", "claim your bonus"). */
export function isCallToAction(lower: string): boolean {
  return CTA.test(lower);
}

const GAMBLING_LABEL = /(casino|kasino|slots?$|spins?|poker|lotto|jackpot|bingo|gambl|roulette|wett|^bet|bet$|zock)/;

/** A domain name made of gambling words ("lucky-spins-casino.example", "wettkoenig.example", "superbet.example"). */
export function hasGamblingName(domain: string): boolean {
  return domain.split(/[.-]/).some((label) => GAMBLING_LABEL.test(label));
}
