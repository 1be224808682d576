/**
 * Templates of the generated corpus: per category, ways to pick a sender, a subject and body
 * paragraphs in German or English. `{x}` slots are filled from the vocabularies; the generator
 * varies layout, charset, transfer encoding and tracking links on top.
 */
export type Lang = "de" | "en";
export type Pick = <T>(items: readonly T[]) => T;

export interface Draft {
  fromName: string;
  fromAddress: string;
  subject: string;
  paragraphs: string[];
  /** A call-to-action link (text and final URL). */
  cta?: { text: string; url: string } | undefined;
  /** Further links (final URLs). */
  links: string[];
  /** Sent in bulk through an ESP (List-Unsubscribe, Feedback-ID, …). */
  bulk: boolean;
  footer?: string | undefined;
}

export interface Category {
  name: string;
  gambling: boolean;
  /** Relative share in the generated corpus. */
  share: number;
  draft(pick: Pick, lang: Lang, n: () => number): Draft;
}

const FIRST = [
  "Felix",
  "Anna",
  "Jonas",
  "Lena",
  "Tobias",
  "Sarah",
  "Mehmet",
  "Julia",
  "Lukas",
  "Mia",
  "Daniel",
  "Laura",
  "Chris",
  "Emma",
  "Kevin",
  "Sophie",
  "Tom",
  "Olivia",
  "James",
  "Kai",
];
const LAST = [
  "Müller",
  "Schmidt",
  "Weber",
  "Wagner",
  "Becker",
  "Hoffmann",
  "Schulz",
  "Koch",
  "Richter",
  "Klein",
  "Brown",
  "Smith",
  "Taylor",
  "Wilson",
];
const OP_A = [
  "lucky",
  "royal",
  "golden",
  "star",
  "vegas",
  "wild",
  "mega",
  "ace",
  "spin",
  "jackpot",
  "magic",
  "crown",
  "diamond",
  "fortune",
  "neon",
  "viking",
  "pharao",
  "turbo",
];
const OP_B = ["casino", "slots", "spins", "bet", "play", "wins", "palace", "club", "joy", "city", "land"];
const NEUTRAL_OP = [
  "nordlicht-entertainment",
  "mx-gaming-group",
  "blue-ocean-media",
  "rheinmedia-services",
  "atlas-interactive",
  "greenfield-digital",
  "promo-hub",
  "kundenservice-mail",
  "newsdesk-mailer",
  "player-services",
];
const ESP = ["mailer", "news", "mail", "em", "e", "info", "promo", "m"];
const BRANDS = [
  "Tipico",
  "bwin",
  "LeoVegas",
  "Lottoland",
  "PokerStars",
  "Interwetten",
  "Mr Green",
  "Betway",
  "Unibet",
  "bet365",
];
const LISTED = ["tipico.com", "bwin.com", "bet365.com", "pokerstars.com", "williamhill.com", "betway.com"];
const TLD = ["example", "example.com", "example.net", "example.de"];
const CLUBS_DE = [
  "Bayern",
  "Dortmund",
  "Leipzig",
  "Leverkusen",
  "Frankfurt",
  "Stuttgart",
  "Gladbach",
  "Wolfsburg",
  "Freiburg",
  "Union Berlin",
  "Werder",
  "HSV",
  "Schalke",
  "Köln",
];
const CLUBS_EN = [
  "Arsenal",
  "Chelsea",
  "Liverpool",
  "Man City",
  "Man United",
  "Tottenham",
  "Newcastle",
  "Aston Villa",
  "Brighton",
  "West Ham",
];
const SLOTS = [
  "Book of Dead",
  "Starburst",
  "Gates of Olympus",
  "Sweet Bonanza",
  "Big Bass Bonanza",
  "Book of Ra",
  "Wolf Gold",
  "Reactoonz",
  "Legacy of Dead",
  "Fire Joker",
];
const SHOPS = [
  "Kaufhaus Nord",
  "TechStore",
  "Modewelt",
  "Gartenparadies",
  "Bücherecke",
  "SportCheck Outlet",
  "HomeStyle",
  "FoodBox",
  "TravelNow",
  "Elektro Profi",
];

const money = (n: () => number, lang: Lang, max = 500) => {
  const v = [5, 10, 20, 25, 50, 75, 100, 150, 200, 250, 300, 500, 1000][Math.floor(n() * 13)] ?? 50;
  const value = Math.min(v, max);
  return lang === "de" ? `${value} €` : n() < 0.5 ? `€${value}` : `£${value}`;
};
const cents = (n: () => number, lang: Lang) => {
  const v = (Math.floor(n() * 90000) + 500) / 100;
  return lang === "de" ? `${v.toFixed(2).replace(".", ",")} €` : `€${v.toFixed(2)}`;
};
const odds = (n: () => number, lang: Lang) => {
  const v = (1.2 + n() * 8).toFixed(2);
  return lang === "de" ? v.replace(".", ",") : v;
};
const count = (n: () => number, values = [10, 20, 25, 30, 50, 77, 100, 150, 200, 250]) =>
  values[Math.floor(n() * values.length)] ?? 50;

function operatorSender(pick: Pick, n: () => number): { fromName: string; fromAddress: string; site: string } {
  const roll = n();
  if (roll < 0.12) {
    const domain = pick(LISTED);
    return {
      fromName: pick(BRANDS),
      fromAddress: `${pick(ESP)}@${pick(["news.", "mail.", ""])}${domain}`,
      site: `https://www.${domain}`,
    };
  }
  const named = roll < 0.6;
  const base = named ? `${pick(OP_A)}${pick(["", "-"])}${pick(OP_B)}` : pick(NEUTRAL_OP);
  const domain = `${base}.${pick(TLD)}`;
  const display = named
    ? base.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase())
    : roll < 0.75
      ? pick(BRANDS)
      : pick(["VIP Team", "Dein Bonus-Team", "Player Support", "Promotions", "Kundenservice", "Rewards Team"]);
  const site = named ? `https://www.${domain}` : `https://${pick(OP_A)}${pick(OP_B)}.${pick(TLD)}`;
  return { fromName: display, fromAddress: `${pick(ESP)}@${pick(["", "mail.", "news."])}${domain}`, site };
}

const RESPONSIBLE_DE = [
  "18+ | Glücksspiel kann süchtig machen. Hilfe unter check-dein-spiel.de",
  "Spiele verantwortungsvoll. Teilnahme ab 18 Jahren. AGB gelten.",
  "18+. Es gelten die Bonusbedingungen. Bitte spiele verantwortungsvoll.",
  "Glücksspiel kann süchtig machen. 18+. Umsatzbedingungen beachten.",
];
const RESPONSIBLE_EN = [
  "18+ | Please gamble responsibly. BeGambleAware.org",
  "18+. T&Cs apply. Gamble responsibly.",
  "New customers only, 18+, wagering requirements apply. When the fun stops, stop.",
  "18+ Play responsibly. Bonus terms apply.",
];

const casino: Category = {
  name: "casino",
  gambling: true,
  share: 14,
  draft(pick, lang, n) {
    const op = operatorSender(pick, n);
    const name = pick(FIRST);
    const spins = count(n);
    const amount = money(n, lang);
    const slot = pick(SLOTS);
    const pct = pick([100, 150, 200, 250, 300]);
    const subject =
      lang === "de"
        ? pick([
            `${name}, dein ${pct} % Einzahlungsbonus bis ${amount} wartet!`,
            `${spins} Freispiele für dich – nur heute`,
            `Neu: ${slot} mit ${spins} Gratis-Spins`,
            `Dein Willkommensbonus ist bereit`,
            `${name}, wir vermissen dich – ${amount} Guthaben geschenkt`,
            `Wochenend-Reload: ${pct} % auf deine Einzahlung`,
            `Exklusiv für dich: Cashback bis ${amount}`,
            `Heute Abend: Live-Roulette mit doppelten Gewinnen`,
            `Nur noch 24 Stunden: ${spins} Spins auf ${slot}`,
            `Dein VIP-Status wurde erhöht`,
            `${name}, dein Geschenk liegt bereit 🎁`,
            `Turnier startet: ${amount} Preispool an den Walzen`,
          ])
        : pick([
            `${name}, your ${pct}% deposit bonus up to ${amount} is waiting`,
            `${spins} free spins – today only`,
            `New game: ${slot} + ${spins} bonus spins`,
            `Your welcome offer is ready`,
            `We miss you, ${name} – here's ${amount} on us`,
            `Weekend reload: ${pct}% match on your deposit`,
            `Exclusive cashback up to ${amount}`,
            `Tonight: live blackjack with double rewards`,
            `Last chance: ${spins} spins on ${slot}`,
            `You've been upgraded to VIP`,
            `${name}, a gift is waiting for you 🎁`,
          ]);
    const paragraphs =
      lang === "de"
        ? [
            pick([`Hallo ${name},`, `Hi ${name}!`, `Liebe Spielerin, lieber Spieler,`, `Servus ${name},`]),
            pick([
              `zahle jetzt mindestens ${money(n, lang, 20)} ein und wir verdoppeln deine Einzahlung bis ${amount}. Dazu gibt es ${spins} Freispiele für ${slot}.`,
              `nur für kurze Zeit: Hol dir ${spins} Freispiele ohne Einzahlung und teste unsere neuen Spielautomaten.`,
              `dein Bonusguthaben von ${amount} wurde deinem Spielerkonto gutgeschrieben. Die Umsatzbedingungen: 35x Bonus.`,
              `im Live-Casino warten heute Roulette, Blackjack und Baccarat mit echten Croupiers auf dich.`,
              `wir haben dich lange nicht gesehen! Als Dankeschön schenken wir dir ${amount} Gratisguthaben – einfach einloggen.`,
              `unser Slot-Turnier läuft: Dreh an den Walzen von ${slot} und sichere dir deinen Anteil am Preispool von ${amount}.`,
            ]),
            pick([
              "Das Angebot gilt nur heute bis Mitternacht.",
              "Verpasse nicht deine Chance auf den Jackpot!",
              "Mit jeder Runde sammelst du Treuepunkte für den VIP-Club.",
              "Schnelle Auszahlungen in unter 24 Stunden – garantiert.",
              "",
            ]),
          ]
        : [
            pick([`Hi ${name},`, `Hello ${name}!`, `Dear player,`, `Hey ${name},`]),
            pick([
              `make a deposit of ${money(n, lang, 20)} or more and we'll match it up to ${amount}, plus ${spins} free spins on ${slot}.`,
              `for a limited time only: claim ${spins} no-deposit free spins and try our newest slots.`,
              `your bonus balance of ${amount} has been credited to your player account. Wagering 35x applies.`,
              `roulette, blackjack and baccarat with real dealers are waiting for you in our live casino tonight.`,
              `we haven't seen you in a while! Here's ${amount} in bonus funds – just log in to play.`,
              `our slots tournament is on: spin the reels of ${slot} for your share of a ${amount} prize pool.`,
            ]),
            pick([
              "Offer ends at midnight.",
              "Don't miss your shot at the jackpot!",
              "Every spin earns loyalty points.",
              "Fast withdrawals within 24 hours.",
              "",
            ]),
          ];
    const cta = {
      text: pick(
        lang === "de"
          ? ["Jetzt spielen", "Bonus sichern", "Jetzt einzahlen", "Freispiele holen", "Hol dir deinen Bonus"]
          : ["Play now", "Claim bonus", "Deposit now", "Claim your spins", "Get your bonus"],
      ),
      url: `${op.site}/promo/${Math.floor(n() * 9999)}`,
    };
    return {
      fromName: op.fromName,
      fromAddress: op.fromAddress,
      subject,
      paragraphs: paragraphs.filter(Boolean),
      cta,
      links: [op.site],
      bulk: n() < 0.85,
      footer: pick(lang === "de" ? RESPONSIBLE_DE : RESPONSIBLE_EN),
    };
  },
};

const sports: Category = {
  name: "sports-betting",
  gambling: true,
  share: 12,
  draft(pick, lang, n) {
    const op = operatorSender(pick, n);
    const clubs = lang === "de" ? CLUBS_DE : CLUBS_EN;
    const home = pick(clubs);
    const away = pick(clubs.filter((c) => c !== home));
    const o = odds(n, lang);
    const amount = money(n, lang, 100);
    const name = pick(FIRST);
    const subject =
      lang === "de"
        ? pick([
            `Bundesliga-Topspiel: Quotenboost auf ${home} – ${away}`,
            `${home} gegen ${away}: Quote ${o} nur bei uns`,
            `Deine Gratiswette über ${amount} ist da`,
            `Kombi-Wette des Tages: bis zu ${o}-fache Quote`,
            `${name}, wette jetzt auf den Spieltag`,
            `Champions League: Superquoten für heute Abend`,
            `Risikofreie Wette bis ${amount} zum Derby`,
            `Live-Wetten: ${home} – ${away} läuft!`,
          ])
        : pick([
            `Price boost: ${home} v ${away} now ${o}`,
            `Your ${amount} free bet is here`,
            `Acca of the day: odds up to ${o}`,
            `${name}, bet on this weekend's fixtures`,
            `Champions League: enhanced odds tonight`,
            `Risk-free bet up to ${amount} on the derby`,
            `In-play now: ${home} v ${away}`,
          ]);
    const paragraphs =
      lang === "de"
        ? [
            pick([`Hallo ${name},`, "Hallo Tipper,", `Moin ${name},`]),
            pick([
              `für das Spiel ${home} gegen ${away} haben wir die Quote von ${odds(n, lang)} auf ${o} erhöht. Platziere deine Wette bis Anpfiff.`,
              `deine Gratiswette über ${amount} wartet in deinem Wettkonto. Einfach Tipp abgeben und Gewinne direkt auszahlen lassen.`,
              `unsere Experten haben die Kombiwette des Tages zusammengestellt: ${home}, ${pick(clubs)} und ${pick(clubs)} – Gesamtquote ${o}.`,
              `verliert deine erste Wette, erstatten wir deinen Einsatz bis ${amount} als Wettguthaben.`,
              `jetzt live wetten: Nächstes Tor, Ecken, Karten – über 200 Märkte zu ${home} – ${away}.`,
            ]),
            pick([
              "Mindestquote 1,50. Bonusbedingungen gelten.",
              "Schnell sein lohnt sich!",
              "Der Wettschein wartet auf dich.",
              "",
            ]),
          ]
        : [
            pick([`Hi ${name},`, "Hello punter,", `Hey ${name},`]),
            pick([
              `we've boosted ${home} v ${away} from ${odds(n, lang)} to ${o}. Place your bet before kick-off.`,
              `your ${amount} free bet is waiting in your account. Place a bet and withdraw your winnings instantly.`,
              `our tipsters built today's accumulator: ${home}, ${pick(clubs)} and ${pick(clubs)} at combined odds of ${o}.`,
              `if your first bet loses, we'll refund your stake up to ${amount} in free bets.`,
              `bet in-play now: next goal, corners, cards – over 200 markets on ${home} v ${away}.`,
            ]),
            pick(["Min odds 1.50. T&Cs apply.", "Be quick!", "Your bet slip is ready.", ""]),
          ];
    return {
      fromName: op.fromName,
      fromAddress: op.fromAddress,
      subject,
      paragraphs: paragraphs.filter(Boolean),
      cta: {
        text: pick(
          lang === "de"
            ? ["Jetzt wetten", "Wette platzieren", "Zum Wettschein", "Gratiswette sichern"]
            : ["Bet now", "Place bet", "Go to bet slip", "Claim free bet"],
        ),
        url: `${op.site}/sports/${Math.floor(n() * 9999)}`,
      },
      links: [op.site],
      bulk: n() < 0.85,
      footer: pick(lang === "de" ? RESPONSIBLE_DE : RESPONSIBLE_EN),
    };
  },
};

const lottery: Category = {
  name: "lottery",
  gambling: true,
  share: 7,
  draft(pick, lang, n) {
    const op = operatorSender(pick, n);
    const mio = pick([10, 17, 42, 61, 90, 120]);
    const subject =
      lang === "de"
        ? pick([
            `EuroJackpot: ${mio} Mio. € – Tippschein jetzt sichern`,
            `Lotto 6aus49: Jackpot steigt auf ${mio} Mio. €`,
            `Dein Rubbellos wartet – Gewinne bis ${mio}.000 €`,
            `Letzte Chance: Annahmeschluss heute 18 Uhr`,
            `Systemschein mit Rabatt – nur diese Woche`,
          ])
        : pick([
            `EuroMillions: €${mio}m jackpot – get your ticket`,
            `Powerball jackpot rolls to $${mio * 10}m`,
            `Your scratchcard is waiting – win up to £${mio},000`,
            `Last call: draw closes tonight`,
            `Syndicate tickets 20% off this week`,
          ]);
    const paragraphs =
      lang === "de"
        ? [
            pick(["Hallo,", `Hallo ${pick(FIRST)},`]),
            pick([
              `der Jackpot wurde nicht geknackt und steigt auf ${mio} Millionen Euro. Gib jetzt deinen Tippschein ab – die Ziehung ist am Freitag.`,
              `mit unserem Tippgemeinschafts-Schein spielst du mit 100 Tippfeldern für nur ${money(n, lang, 25)}.`,
              `rubbeln und sofort gewinnen: Neue Rubbellose mit Hauptgewinn ${mio}.000 €.`,
            ]),
            pick(["Annahmeschluss: Freitag 19 Uhr.", "Gewinnwahrscheinlichkeit 1:140 Mio.", ""]),
          ]
        : [
            pick(["Hi,", `Hi ${pick(FIRST)},`]),
            pick([
              `nobody matched all numbers, so the jackpot rolls over to ${mio} million. Buy your ticket now – the draw is on Friday.`,
              `join our syndicate: 100 lines for just ${money(n, lang, 25)}.`,
              `scratch and win instantly: new scratchcards with a top prize of ${mio},000.`,
            ]),
            pick(["Ticket sales close Friday 7pm.", "Odds of winning 1 in 140m.", ""]),
          ];
    return {
      fromName: op.fromName,
      fromAddress: op.fromAddress,
      subject,
      paragraphs: paragraphs.filter(Boolean),
      cta: {
        text: pick(
          lang === "de"
            ? ["Jetzt tippen", "Tippschein sichern", "Jetzt mitspielen"]
            : ["Play now", "Buy ticket", "Get your ticket"],
        ),
        url: `${op.site}/lotto`,
      },
      links: [op.site],
      bulk: n() < 0.9,
      footer: pick(lang === "de" ? RESPONSIBLE_DE : RESPONSIBLE_EN),
    };
  },
};

const poker: Category = {
  name: "poker",
  gambling: true,
  share: 5,
  draft(pick, lang, n) {
    const op = operatorSender(pick, n);
    const amount = money(n, lang, 1000);
    const subject =
      lang === "de"
        ? pick([
            `Sonntags-Turnier: ${amount} garantiert`,
            `Freeroll heute 20 Uhr – dein Ticket ist da`,
            `Poker-Rakeback: ${pick([20, 30, 40])} % für dich`,
            `Sit & Go Marathon mit Bonus-Tickets`,
          ])
        : pick([
            `Sunday Major: ${amount} guaranteed`,
            `Freeroll tonight 8pm – your ticket is here`,
            `Rakeback up to ${pick([20, 30, 40])}% this month`,
            `Sit & Go marathon with bonus tickets`,
          ]);
    const paragraphs =
      lang === "de"
        ? [
            `Hallo ${pick(FIRST)},`,
            pick([
              `das Turnier mit ${amount} Preisgeld startet am Sonntag. Buy-in ${money(n, lang, 50)}, Late Registration bis Level 8.`,
              `dein Ticket für den Freeroll liegt in deinem Konto. Texas Hold'em, Start 20 Uhr.`,
              "spiele diese Woche Cash Games und erhalte Rakeback direkt auf dein Konto.",
            ]),
          ]
        : [
            `Hi ${pick(FIRST)},`,
            pick([
              `the ${amount} guaranteed tournament starts on Sunday. Buy-in ${money(n, lang, 50)}, late registration until level 8.`,
              "your freeroll ticket is in your account. Texas Hold'em, starting 8pm.",
              "play cash games this week and get rakeback straight into your balance.",
            ]),
          ];
    return {
      fromName: op.fromName,
      fromAddress: op.fromAddress,
      subject,
      paragraphs,
      cta: {
        text:
          lang === "de"
            ? pick(["Jetzt registrieren", "Zum Turnier", "Jetzt mitspielen"])
            : pick(["Register now", "Join now", "Play now"]),
        url: `${op.site}/poker`,
      },
      links: [op.site],
      bulk: n() < 0.85,
      footer: pick(lang === "de" ? RESPONSIBLE_DE : RESPONSIBLE_EN),
    };
  },
};

const receipt: Category = {
  name: "receipt",
  gambling: true,
  share: 6,
  draft(pick, lang, n) {
    const op = operatorSender(pick, n);
    const amount = cents(n, lang);
    const deposit = n() < 0.5;
    const method = pick(["PayPal", "Visa", "Trustly", "paysafecard", "Skrill", "Sofortüberweisung", "Apple Pay"]);
    const subject =
      lang === "de"
        ? deposit
          ? pick([
              `Einzahlung erfolgreich: ${amount}`,
              `Deine Einzahlung über ${amount} ist eingegangen`,
              "Bestätigung deiner Einzahlung",
            ])
          : pick([
              `Auszahlung bestätigt: ${amount}`,
              `Deine Auszahlung über ${amount} ist unterwegs`,
              "Auszahlungsanfrage erhalten",
            ])
        : deposit
          ? pick([`Deposit successful: ${amount}`, `We've received your deposit of ${amount}`, "Deposit confirmation"])
          : pick([
              `Withdrawal approved: ${amount}`,
              `Your withdrawal of ${amount} is on its way`,
              "Withdrawal request received",
            ]);
    const paragraphs =
      lang === "de"
        ? [
            `Hallo ${pick(FIRST)},`,
            deposit
              ? `deine Einzahlung von ${amount} per ${method} wurde deinem Spielerkonto gutgeschrieben. Viel Glück beim Spielen!`
              : `wir haben deine Auszahlung von ${amount} per ${method} bearbeitet. Der Betrag sollte innerhalb von 1–3 Werktagen eingehen.`,
            pick([
              `Transaktions-ID: ${Math.floor(n() * 1e9)}`,
              `Dein aktueller Kontostand: ${cents(n, lang)}`,
              "Tipp: Aktiviere jetzt deinen Reload-Bonus!",
            ]),
          ]
        : [
            `Hi ${pick(FIRST)},`,
            deposit
              ? `your deposit of ${amount} via ${method} has been credited to your player account. Good luck!`
              : `we've processed your withdrawal of ${amount} via ${method}. Funds should arrive within 1–3 business days.`,
            pick([
              `Transaction ID: ${Math.floor(n() * 1e9)}`,
              `Your current balance: ${cents(n, lang)}`,
              "Tip: activate your reload bonus now!",
            ]),
          ];
    return {
      fromName: op.fromName,
      fromAddress: op.fromAddress.replace(/^[a-z]+@/, pick(["noreply@", "payments@", "kasse@", "cashier@"])),
      subject,
      paragraphs,
      links: [op.site],
      bulk: false,
      ...(n() < 0.5
        ? { cta: { text: lang === "de" ? "Zum Spielerkonto" : "Go to my account", url: `${op.site}/account` } }
        : {}),
      footer: pick(lang === "de" ? RESPONSIBLE_DE : RESPONSIBLE_EN),
    };
  },
};

const affiliate: Category = {
  name: "affiliate",
  gambling: true,
  share: 5,
  draft(pick, lang, n) {
    const site = `${pick(["bonus", "casino", "wett", "top", "beste", "slot"])}${pick(["vergleich", "guide", "check", "tipps", "finder", "radar"])}.${pick(TLD)}`;
    const partner = `https://${pick(OP_A)}${pick(OP_B)}.${pick(TLD)}`;
    const subject =
      lang === "de"
        ? pick([
            "Die besten Online-Casinos 2026 im Test",
            `Bonus-Radar: ${count(n)} neue Freispiele-Angebote`,
            "Neue Wettanbieter mit Startguthaben",
            "Diese Casinos zahlen am schnellsten aus",
          ])
        : pick([
            "Best online casinos of 2026, reviewed",
            `Bonus radar: ${count(n)} new free spin offers`,
            "New bookmakers with sign-up offers",
            "Fastest paying casinos this month",
          ]);
    const paragraphs =
      lang === "de"
        ? [
            "Hallo,",
            `wir haben ${count(n, [5, 7, 10, 12])} Anbieter getestet: Bonus, Auszahlungsdauer, Spielauswahl. Unser Testsieger bietet ${pick([100, 200])} % bis ${money(n, lang)} plus ${count(n)} Freispiele.`,
            "Hinweis: Wir erhalten eine Provision, wenn du dich über unsere Links registrierst.",
          ]
        : [
            "Hi,",
            `we tested ${count(n, [5, 7, 10, 12])} sites on bonus, payout speed and games. Our top pick offers ${pick([100, 200])}% up to ${money(n, lang)} plus ${count(n)} free spins.`,
            "Disclosure: we earn a commission when you sign up through our links.",
          ];
    return {
      fromName: site.split(".")[0] ?? "Guide",
      fromAddress: `newsletter@${site}`,
      subject,
      paragraphs,
      cta: { text: lang === "de" ? "Zum Testsieger" : "Claim offer", url: partner },
      links: [partner, `https://${pick(OP_A)}${pick(OP_B)}.${pick(TLD)}`],
      bulk: true,
      footer: pick(lang === "de" ? RESPONSIBLE_DE : RESPONSIBLE_EN),
    };
  },
};

const crypto: Category = {
  name: "crypto-casino",
  gambling: true,
  share: 4,
  draft(pick, lang, n) {
    const base = `${pick(["satoshi", "coin", "block", "moon", "btc", "crypto"])}${pick(["casino", "spins", "play", "dice", "bet"])}`;
    const domain = `${base}.${pick(TLD)}`;
    const subject =
      lang === "de"
        ? pick([
            `Zahle in BTC ein und erhalte ${pick([150, 200, 300])} % Bonus`,
            "Anonym spielen: Krypto-Casino ohne Verifizierung",
            `Crypto-Rakeback + ${count(n)} Freispiele`,
          ])
        : pick([
            `Deposit BTC, get a ${pick([150, 200, 300])}% bonus`,
            "Play anonymously – no KYC crypto casino",
            `Crypto rakeback + ${count(n)} free spins`,
          ]);
    const paragraphs =
      lang === "de"
        ? [
            "Hey,",
            `zahle Bitcoin, Ethereum oder USDT ein und erhalte sofort deinen Bonus. Auszahlungen in Minuten direkt in deine Wallet.`,
          ]
        : [
            "Hey,",
            "deposit Bitcoin, Ethereum or USDT and get your bonus instantly. Withdrawals to your wallet in minutes.",
          ];
    return {
      fromName: base.replace(/^\w/, (c) => c.toUpperCase()),
      fromAddress: `hello@${domain}`,
      subject,
      paragraphs,
      cta: { text: lang === "de" ? "Jetzt spielen" : "Play now", url: `https://${domain}/` },
      links: [],
      bulk: n() < 0.7,
    };
  },
};

const caseOpening: Category = {
  name: "loot-box-gambling",
  gambling: true,
  share: 2,
  draft(pick, lang, _n) {
    const domain = `${pick(["skin", "case", "knife", "drop"])}${pick(["club", "drop", "bet", "land", "rush"])}.${pick(TLD)}`;
    const subject =
      lang === "de"
        ? pick(["Öffne 3 Cases gratis – Messer-Drop möglich", `Einzahlungsbonus ${pick([10, 20, 35])} % auf Skins`])
        : pick(["Open 3 free cases – knife drops possible", `Deposit bonus ${pick([10, 20, 35])}% on skins`]);
    const paragraphs =
      lang === "de"
        ? [
            "Hi,",
            `zahle ein, öffne Cases und tausche deine Skins gegen Guthaben oder lass sie dir auszahlen. Heute ${pick([10, 20, 35])} % Bonus auf jede Einzahlung.`,
          ]
        : [
            "Hi,",
            `deposit, open cases and trade skins for balance or cash them out. ${pick([10, 20, 35])}% bonus on every deposit today.`,
          ];
    return {
      fromName: domain.split(".")[0] ?? "Cases",
      fromAddress: `promo@${domain}`,
      subject,
      paragraphs,
      cta: { text: lang === "de" ? "Jetzt Cases öffnen" : "Open cases now", url: `https://${domain}/cases` },
      links: [],
      bulk: true,
    };
  },
};

// —— not gambling ——

const newsletter: Category = {
  name: "newsletter",
  gambling: false,
  share: 12,
  draft(pick, lang, n) {
    const shop = pick(SHOPS);
    const domain = `${shop.toLowerCase().replace(/[^a-z]+/g, "-")}.${pick(TLD)}`;
    const pct = pick([10, 15, 20, 25, 30, 50]);
    const subject =
      lang === "de"
        ? pick([
            `${pct} % auf alles – nur heute!`,
            "Neu eingetroffen: Die Herbstkollektion",
            `Dein Gutschein über ${money(n, lang, 20)} wartet`,
            "Black Week: Die besten Deals",
            "Gewinnspiel: Gewinne eine Reise nach Mallorca",
            `Bonuspunkte verdoppeln bis Sonntag`,
            "Nur für Mitglieder: Gratisversand",
          ])
        : pick([
            `${pct}% off everything – today only!`,
            "Just in: the autumn collection",
            `Your ${money(n, lang, 20)} voucher is waiting`,
            "Black Friday: best deals",
            "Win a trip to Lisbon",
            "Double reward points until Sunday",
            "Members only: free shipping",
          ]);
    const paragraphs =
      lang === "de"
        ? [
            "Hallo,",
            pick([
              `entdecke unsere neuen Produkte und spare ${pct} % mit dem Code HERBST${pct}.`,
              `sammle jetzt doppelte Bonuspunkte auf jeden Einkauf und löse sie gegen Prämien ein.`,
              "nimm an unserem Gewinnspiel teil: Einfach Formular ausfüllen, die Gewinner werden per Los ermittelt.",
              `dein Gutschein ist bis Ende des Monats gültig. Mindestbestellwert ${money(n, lang, 50)}.`,
            ]),
            pick(["Jetzt shoppen und sparen!", "Viel Spaß beim Stöbern.", ""]),
          ]
        : [
            "Hi,",
            pick([
              `discover our new arrivals and save ${pct}% with code FALL${pct}.`,
              "earn double reward points on every order and redeem them for gifts.",
              "enter our sweepstakes: fill in the form, winners are drawn at random.",
              `your voucher is valid until the end of the month. Minimum order ${money(n, lang, 50)}.`,
            ]),
            pick(["Shop now and save!", "Happy browsing.", ""]),
          ];
    return {
      fromName: shop,
      fromAddress: `newsletter@${domain}`,
      subject,
      paragraphs: paragraphs.filter(Boolean),
      cta: {
        text:
          lang === "de"
            ? pick(["Jetzt shoppen", "Gutschein einlösen", "Jetzt sichern", "Zum Gewinnspiel"])
            : pick(["Shop now", "Redeem voucher", "Get the deal", "Enter now"]),
        url: `https://www.${domain}/sale`,
      },
      links: [`https://www.${domain}`],
      bulk: true,
    };
  },
};

const personal: Category = {
  name: "personal",
  gambling: false,
  share: 9,
  draft(pick, lang, _n) {
    const who = pick(FIRST);
    const subject =
      lang === "de"
        ? pick([
            "Wochenende?",
            "Fotos vom Urlaub",
            "Geburtstag von Oma",
            "Re: Essen am Samstag",
            "Kurze Frage",
            "Kinder abholen",
            "Pokerabend bei Jens?",
            "Wer gewinnt am Samstag?",
          ])
        : pick([
            "This weekend?",
            "Holiday photos",
            "Grandma's birthday",
            "Re: dinner on Saturday",
            "Quick question",
            "Picking up the kids",
            "Poker night at Dave's?",
            "Who wins on Saturday?",
          ]);
    const body =
      lang === "de"
        ? pick([
            `Hi, hast du am Samstag Zeit? Wir wollten grillen. Liebe Grüße, ${who}`,
            `Hallo! Anbei die Fotos vom Urlaub. War so schön mit euch. ${who}`,
            `Hey, denk bitte an Omas Geburtstag am Sonntag. Ich bringe Kuchen mit. LG ${who}`,
            `Wer holt morgen die Kinder ab? Ich hab bis 17 Uhr ein Meeting. ${who}`,
            `Wir spielen am Freitag wieder Karten, nur um Chips, kein Geld. Kommst du? ${who}`,
            `Ich tippe auf 2:1 für ${pick(CLUBS_DE)}. Wer verliert, zahlt das Bier 😄 ${who}`,
          ])
        : pick([
            `Hi, are you free on Saturday? We're having a barbecue. Love, ${who}`,
            `Here are the holiday photos. It was so lovely. ${who}`,
            `Don't forget grandma's birthday on Sunday, I'll bring cake. ${who}`,
            `Who picks up the kids tomorrow? I have a meeting until 5. ${who}`,
            `Card night on Friday again, just for fun, no money. Coming? ${who}`,
            `I say 2-1 to ${pick(CLUBS_EN)}. Loser buys the beer 😄 ${who}`,
          ]);
    return {
      fromName: `${who} ${pick(LAST)}`,
      fromAddress: `${who.toLowerCase()}.${pick(LAST).toLowerCase().replace(/ü/g, "ue")}@${pick(["gmx.example", "web.example", "gmail.example", "posteo.example", "t-online.example"])}`,
      subject,
      paragraphs: [body],
      links: [],
      bulk: false,
    };
  },
};

const work: Category = {
  name: "work",
  gambling: false,
  share: 8,
  draft(pick, lang, n) {
    const who = pick(FIRST);
    const company = pick(["firma", "agentur", "buero", "consulting", "software", "logistik"]);
    const subject =
      lang === "de"
        ? pick([
            "Protokoll der Sitzung",
            "Termin nächste Woche",
            `Angebot Nr. ${Math.floor(n() * 9000 + 1000)}`,
            "Rechnung Projekt Nord",
            "Agenda für Montag",
            "Deadline verschoben",
            "Auswertung Q3 – Quote gestiegen",
          ])
        : pick([
            "Meeting notes",
            "Call next week",
            `Quote #${Math.floor(n() * 9000 + 1000)}`,
            "Invoice for Project North",
            "Agenda for Monday",
            "Deadline moved",
            "Q3 review – conversion rate up",
          ]);
    const body =
      lang === "de"
        ? pick([
            "Hallo zusammen, anbei das Protokoll der heutigen Besprechung. Bitte bis Freitag Feedback.",
            `Hallo, passt euch Dienstag 10 Uhr für den Termin mit dem Kunden? Gruß ${who}`,
            `Anbei unser Angebot über ${cents(n, lang)} netto. Bei Fragen gerne melden.`,
            "Die Deadline für das Projekt verschiebt sich auf Ende des Monats.",
            "Die Abschlussquote ist im dritten Quartal auf 12 % gestiegen, der Umsatz liegt über Plan.",
          ])
        : pick([
            "Hi all, attached are today's meeting notes. Feedback by Friday please.",
            `Does Tuesday 10am work for the client call? Thanks, ${who}`,
            `Attached is our quote for ${cents(n, lang)} excl. VAT.`,
            "The project deadline moves to the end of the month.",
            "Conversion rate rose to 12% in Q3, revenue is ahead of plan.",
          ]);
    return {
      fromName: `${who} ${pick(LAST)}`,
      fromAddress: `${who.toLowerCase()}@${company}.${pick(TLD)}`,
      subject,
      paragraphs: [body],
      links: [],
      bulk: false,
    };
  },
};

const bank: Category = {
  name: "bank",
  gambling: false,
  share: 6,
  draft(pick, lang, n) {
    const bankName = pick(["Sparkasse Nord", "Volksbank Mitte", "DirektBank", "N26x", "Revolvo", "PayFlow"]);
    const domain = `${bankName.toLowerCase().replace(/[^a-z0-9]+/g, "")}.${pick(TLD)}`;
    const amount = cents(n, lang);
    const subject =
      lang === "de"
        ? pick([
            "Ihr Kontoauszug ist verfügbar",
            `Zahlungseingang: ${amount}`,
            "Neue Buchung auf Ihrem Girokonto",
            `Sie haben ${amount} gesendet`,
            "Lastschrift eingelöst",
          ])
        : pick([
            "Your statement is ready",
            `Payment received: ${amount}`,
            "New transaction on your account",
            `You sent ${amount}`,
            "Direct debit collected",
          ]);
    const body =
      lang === "de"
        ? pick([
            `Ihr Kontoauszug für ${pick(["Oktober", "November", "September"])} steht im Online-Banking bereit. Kontostand: ${cents(n, lang)}.`,
            `Auf Ihrem Konto ist eine Gutschrift über ${amount} eingegangen. Verwendungszweck: ${pick(["Gehalt", "Miete", "Erstattung"])}.`,
            `Sie haben ${amount} an ${pick(FIRST)} ${pick(LAST)} gesendet. Die Überweisung wird heute ausgeführt.`,
            `Eine Lastschrift über ${amount} wurde eingelöst. IBAN DE89 **** 3000.`,
          ])
        : pick([
            `Your ${pick(["October", "November"])} statement is available in online banking. Balance: ${cents(n, lang)}.`,
            `A payment of ${amount} was credited to your account. Reference: ${pick(["salary", "rent", "refund"])}.`,
            `You sent ${amount} to ${pick(FIRST)}. The transfer will be executed today.`,
            `A direct debit of ${amount} was collected from your account ending 3000.`,
          ]);
    return {
      fromName: bankName,
      fromAddress: `noreply@${domain}`,
      subject,
      paragraphs: [body],
      cta: { text: lang === "de" ? "Zum Online-Banking" : "Log in", url: `https://banking.${domain}` },
      links: [],
      bulk: false,
    };
  },
};

const news: Category = {
  name: "news",
  gambling: false,
  share: 8,
  draft(pick, lang, n) {
    const outlet = pick(
      lang === "de"
        ? ["Tagesblick", "Nordkurier Digital", "Wirtschaftswoche Plus", "Rheinpost", "Sportecho", "Netzpolitik Daily"]
        : ["The Daily Brief", "Morning Ledger", "Sports Wire", "Tech Review Weekly", "City Herald"],
    );
    const domain = `${outlet.toLowerCase().replace(/[^a-z]+/g, "")}.${pick(TLD)}`;
    const clubs = lang === "de" ? CLUBS_DE : CLUBS_EN;
    const subject =
      lang === "de"
        ? pick([
            "Glücksspielstaatsvertrag: Länder gehen gegen illegale Online-Casinos vor",
            "Studie: Mehr junge Menschen von Glücksspielsucht betroffen",
            "Gericht: Spieler bekommt Verluste aus Online-Casino zurück",
            "Sportwetten-Werbung: Bundesländer wollen Verbot im Fernsehen",
            `Vorbericht: ${pick(clubs)} empfängt ${pick(clubs)}`,
            "Lotto-Jackpot: Was die Gewinner mit den Millionen machen",
            "GGL sperrt Zahlungen an illegale Anbieter",
            "Ihr Morgen-Briefing: Politik, Wirtschaft, Sport",
          ])
        : pick([
            "Regulator fines online casino operator over failures",
            "Study: problem gambling rising among young adults",
            "Court rules player can reclaim casino losses",
            "Lawmakers push ban on betting adverts in sport",
            `Preview: ${pick(clubs)} host ${pick(clubs)}`,
            "Lottery winners: what happens after the jackpot",
            "Your morning briefing: politics, business, sport",
          ]);
    const body =
      lang === "de"
        ? pick([
            "Die Gemeinsame Glücksspielbehörde der Länder (GGL) hat nach eigenen Angaben im vergangenen Jahr mehr als 300 Verfahren gegen illegale Anbieter eingeleitet. Laut Bericht nutzen viele Online-Casinos Zahlungsdienstleister im Ausland.",
            "Laut einer Studie der Universität Hamburg zeigen rund 2,4 Prozent der Erwachsenen ein problematisches Spielverhalten. Fachleute fordern strengere Regeln für Werbung von Sportwettenanbietern.",
            "Das Landgericht entschied, dass der Vertrag mit dem Casino-Betreiber nichtig ist, weil dieser keine deutsche Lizenz hatte. Der Kläger erhält seine Einsätze von 38.000 Euro zurück.",
            `Trainer und Mannschaft bereiten sich auf das Duell vor. Verletzt fehlen zwei Stammspieler; die Partie wird am Samstag um 15.30 Uhr angepfiffen.`,
            "Die Ministerpräsidentenkonferenz berät über ein Werbeverbot für Sportwetten im Umfeld von Fußballübertragungen. Kritiker verweisen auf die Suchtgefahr.",
          ])
        : pick([
            "The regulator said the operator failed to carry out affordability checks and fined it £2.1m. According to the report, several customers lost large sums.",
            "According to a new study, 2.4 percent of adults show signs of problem gambling. Experts call for tighter rules on betting adverts.",
            "The court ruled the contract void because the casino lacked a licence. The claimant will get back stakes of €38,000.",
            "The manager confirmed two injuries ahead of Saturday's fixture, which kicks off at 3pm.",
            "Lawmakers debated a ban on betting sponsorship in football. Critics point to the risk of addiction.",
          ]);
    return {
      fromName: outlet,
      fromAddress: `newsletter@${domain}`,
      subject,
      paragraphs: [
        body,
        lang === "de" ? "Den ganzen Artikel lesen Sie auf unserer Website." : "Read the full story on our website.",
      ],
      cta: {
        text: lang === "de" ? "Weiterlesen" : "Read more",
        url: `https://www.${domain}/artikel/${Math.floor(n() * 99999)}`,
      },
      links: [`https://www.${domain}`],
      bulk: true,
    };
  },
};

const help: Category = {
  name: "help",
  gambling: false,
  share: 6,
  draft(pick, lang, n) {
    const org = pick(
      lang === "de"
        ? [
            "Fachstelle Glücksspielsucht",
            "Selbsthilfegruppe Spielfrei",
            "Suchtberatung Caritas",
            "Landesstelle Glücksspielsucht",
            "Anonyme Spieler",
          ]
        : ["Gambling Support Network", "GamCare Helpline", "Recovery Circle", "Gamblers Anonymous Group"],
    );
    const domain = `${org
      .toLowerCase()
      .replace(/[^a-z]+/g, "-")
      .replace(/-+$/, "")}.${pick(TLD)}`;
    const subject =
      lang === "de"
        ? pick([
            "Einladung zum Gruppentreffen am Donnerstag",
            "Ihr Beratungstermin",
            "Rückfall – und jetzt?",
            "Newsletter: Wege aus der Glücksspielsucht",
            "100 Tage spielfrei – Glückwunsch!",
            "Online-Casino-Verluste: Was Betroffene tun können",
          ])
        : pick([
            "Group meeting on Thursday",
            "Your counselling appointment",
            "Relapse – what now?",
            "Newsletter: recovery from gambling addiction",
            "100 days gamble-free – congratulations!",
            "Casino losses: what you can do",
          ]);
    const body =
      lang === "de"
        ? pick([
            "Unsere Selbsthilfegruppe trifft sich am Donnerstag um 19 Uhr. Wir sprechen über Rückfälle und Strategien, wenn der Drang zu spielen kommt.",
            "Ihr Termin in der Suchtberatung ist am Dienstag um 10 Uhr. Bringen Sie gerne Kontoauszüge mit, damit wir einen Schuldenplan besprechen können.",
            "Viele Betroffene erleben nach Wochen ohne Glücksspiel einen Rückfall. Das ist kein Scheitern. Sprechen Sie mit uns – die Hotline ist kostenlos und anonym.",
            "Glückwunsch zu 100 Tagen ohne Sportwetten und Casino! Jeder Tag zählt. In der Gruppe erzählen andere, wie sie Online-Casinos und Wett-Apps gesperrt haben.",
          ])
        : pick([
            "Our support group meets on Thursday at 7pm. We'll talk about relapse and coping when the urge to gamble comes.",
            "Your counselling appointment is on Tuesday at 10am. Feel free to bring bank statements so we can discuss a debt plan.",
            "Many people relapse after weeks without gambling. It is not failure. Talk to us – the helpline is free and confidential.",
            "Congratulations on 100 days without betting or casinos! Every day counts. Members share how they blocked casino sites and betting apps.",
          ]);
    return {
      fromName: org,
      fromAddress: `info@${domain}`,
      subject,
      paragraphs: [body],
      links: [`https://www.${domain}`],
      bulk: n() < 0.4,
      ...(n() < 0.4
        ? { cta: { text: lang === "de" ? "Termin vereinbaren" : "Book a call", url: `https://www.${domain}/kontakt` } }
        : {}),
    };
  },
};

const selfExclusion: Category = {
  name: "self-exclusion",
  gambling: false,
  share: 4,
  draft(pick, lang, n) {
    const de = lang === "de";
    const domain = de
      ? pick(["oasis-sperrsystem", "spielersperre-info", "rp-darmstadt-gluecksspiel"])
      : pick(["gamstop-service", "self-exclusion-scheme", "multi-operator-exclusion"]);
    const subject = de
      ? pick([
          "Ihre Spielersperre wurde eingetragen",
          "Bestätigung: Selbstsperre im Sperrsystem OASIS",
          "Ihre Sperre endet nicht automatisch",
          "Antrag auf Aufhebung der Spielersperre",
        ])
      : pick([
          "Your self-exclusion is now active",
          "Confirmation: self-exclusion registered",
          "Your exclusion period",
          "Request to end self-exclusion received",
        ]);
    const body = de
      ? pick([
          `Ihre Selbstsperre im Sperrsystem OASIS wurde zum ${Math.floor(n() * 28 + 1)}.11. eingetragen. Sie gilt für alle erlaubten Anbieter von Sportwetten, Online-Casinos, Spielhallen und Lotterien in Deutschland, mindestens drei Monate.`,
          "Eine Spielersperre endet nicht automatisch. Nach Ablauf der Mindestdauer kann sie nur auf schriftlichen Antrag aufgehoben werden. Bei Fragen hilft die Beratungsstelle.",
          "Wir haben Ihren Antrag auf Aufhebung der Sperre erhalten. Die Aufhebung wird frühestens nach einer Woche wirksam.",
        ])
      : pick([
          "Your self-exclusion is now active for 5 years. Gambling companies licensed in Great Britain must prevent you from using their sites, including online casino, betting and bingo.",
          "Your exclusion does not end automatically. After the minimum period you can ask to remove it in writing.",
          "We received your request to end your self-exclusion. It takes effect after a 7-day cooling-off period.",
        ]);
    return {
      fromName: de ? "Sperrsystem OASIS" : "Self-Exclusion Service",
      fromAddress: `noreply@${domain}.${pick(TLD)}`,
      subject,
      paragraphs: [body],
      links: [],
      bulk: false,
    };
  },
};

const lotteryHelp: Category = {
  name: "lottery-help",
  gambling: false,
  share: 3,
  draft(pick, lang) {
    const subject =
      lang === "de"
        ? pick([
            "Spielerschutz: Ihr Einsatzlimit wurde gesenkt",
            "Ihr Lotto-Kundenkonto wurde gesperrt – Spielerschutz",
            "Hilfe bei problematischem Lottospiel",
          ])
        : pick([
            "Player protection: your spending limit was lowered",
            "Your lottery account is closed at your request",
            "Help with problem lottery play",
          ]);
    const body =
      lang === "de"
        ? pick([
            "Wie gewünscht haben wir Ihr monatliches Einsatzlimit auf 30 € gesenkt. Eine Erhöhung ist erst nach sieben Tagen möglich. Hilfe bei Glücksspielproblemen: Telefon 0800 1 37 27 00 (kostenlos, anonym).",
            "Ihr Kundenkonto wurde auf Ihren Wunsch geschlossen und für Spielteilnahmen gesperrt. Beratung erhalten Sie bei der Landesstelle Glücksspielsucht.",
            "Wenn Lottospielen mehr als ein Zeitvertreib ist: Unsere Beratungsstelle hilft vertraulich, auch Angehörigen.",
          ])
        : pick([
            "As requested we lowered your monthly spending limit to £30. Increases take seven days. Help with gambling problems: free, confidential helpline.",
            "Your lottery account has been closed at your request and blocked from play. Support is available from the national helpline.",
            "If playing the lottery is more than a pastime: our helpline offers confidential support, also for families.",
          ]);
    return {
      fromName: lang === "de" ? "Spielerschutz Lotterie" : "Player Protection Team",
      fromAddress: `spielerschutz@${pick(["lotto-service", "lottery-care", "staatslotterie-info"])}.${pick(TLD)}`,
      subject,
      paragraphs: [body],
      links: [],
      bulk: false,
    };
  },
};

const gameStore: Category = {
  name: "game-store",
  gambling: false,
  share: 3,
  draft(pick, lang, n) {
    const store = pick(["PixelPlay Store", "GameHub", "Arcadia Games", "Fortress Online"]);
    const domain = `${store.toLowerCase().replace(/[^a-z]+/g, "")}.${pick(TLD)}`;
    const subject =
      lang === "de"
        ? pick([
            "Neue Saison: Battle Pass jetzt verfügbar",
            "Deine Bestellung: Spielcode",
            `Wochenend-Sale: bis zu ${pick([50, 70, 80])} % auf Spiele`,
            "Neue Packs im Ultimate Team",
          ])
        : pick([
            "New season: Battle Pass available now",
            "Your order: game key",
            `Weekend sale: up to ${pick([50, 70, 80])}% off games`,
            "New packs in Ultimate Team",
          ]);
    const body =
      lang === "de"
        ? pick([
            "Die neue Saison startet mit neuen Karten, Skins und Herausforderungen. Hol dir den Battle Pass im Shop.",
            `Danke für deinen Einkauf über ${cents(n, lang)}. Dein Spielcode: XXXX-${Math.floor(n() * 9999)}.`,
            "Im Sale: Rollenspiele, Strategie und Indie-Hits zum halben Preis.",
          ])
        : pick([
            "The new season brings new maps, skins and challenges. Get the Battle Pass in the store.",
            `Thanks for your purchase of ${cents(n, lang)}. Your key: XXXX-${Math.floor(n() * 9999)}.`,
            "On sale: RPGs, strategy and indie hits at half price.",
          ]);
    return {
      fromName: store,
      fromAddress: `news@${domain}`,
      subject,
      paragraphs: [body],
      cta: { text: lang === "de" ? "Zum Shop" : "Visit store", url: `https://store.${domain}` },
      links: [],
      bulk: true,
    };
  },
};

const club: Category = {
  name: "club",
  gambling: false,
  share: 3,
  draft(pick, lang) {
    const subject =
      lang === "de"
        ? pick([
            "Sommerfest mit Tombola",
            "Tippspiel im Verein: Tabelle nach dem 10. Spieltag",
            "Einladung zur Mitgliederversammlung",
            "Bingo-Nachmittag im Seniorentreff",
          ])
        : pick([
            "Summer fair with raffle",
            "Office prediction league: standings",
            "Annual general meeting",
            "Bingo afternoon at the community centre",
          ]);
    const body =
      lang === "de"
        ? pick([
            "Beim Sommerfest gibt es wieder eine Tombola, der Erlös geht an die Jugendabteilung. Lose kosten 1 €.",
            "Im Tippspiel führt weiterhin Jürgen mit 84 Punkten. Es geht nur um die Ehre – und einen Kasten Wasser.",
            "Wir laden alle Mitglieder zur Versammlung am 12. ein. Tagesordnung im Anhang.",
            "Am Mittwoch spielen wir wieder Bingo, Kaffee und Kuchen inklusive.",
          ])
        : pick([
            "There will be a raffle at the summer fair, proceeds go to the youth team. Tickets £1.",
            "In the prediction league Sam still leads with 84 points. Bragging rights only.",
            "All members are invited to the AGM on the 12th. Agenda attached.",
            "Bingo on Wednesday afternoon, tea and cake included.",
          ]);
    return {
      fromName: lang === "de" ? "TSV Vorstand" : "Club Secretary",
      fromAddress: `vorstand@${pick(["tsv-musterstadt", "sc-nord", "community-club"])}.${pick(TLD)}`,
      subject,
      paragraphs: [body],
      links: [],
      bulk: false,
    };
  },
};

const transactional: Category = {
  name: "transactional",
  gambling: false,
  share: 5,
  draft(pick, lang, n) {
    const shop = pick(SHOPS);
    const domain = `${shop.toLowerCase().replace(/[^a-z]+/g, "-")}.${pick(TLD)}`;
    const subject =
      lang === "de"
        ? pick([
            `Ihre Bestellung Nr. ${Math.floor(n() * 900000)}`,
            "Ihr Paket ist unterwegs",
            "Rückerstattung veranlasst",
            "Passwort zurücksetzen",
          ])
        : pick([
            `Your order #${Math.floor(n() * 900000)}`,
            "Your parcel is on its way",
            "Refund issued",
            "Reset your password",
          ]);
    const body =
      lang === "de"
        ? pick([
            `Vielen Dank für Ihre Bestellung über ${cents(n, lang)}. Die Lieferung erfolgt in 2–3 Werktagen.`,
            "Ihr Paket wurde heute versendet. Sendungsverfolgung über den Link.",
            `Wir haben ${cents(n, lang)} auf Ihr Konto zurückerstattet. Die Auszahlung kann bis zu 5 Tage dauern.`,
            "Klicken Sie auf den Link, um Ihr Passwort zurückzusetzen.",
          ])
        : pick([
            `Thanks for your order of ${cents(n, lang)}. Delivery in 2–3 business days.`,
            "Your parcel shipped today. Track it with the link.",
            `We refunded ${cents(n, lang)} to your card. The payout may take up to 5 days.`,
            "Click the link to reset your password.",
          ]);
    return {
      fromName: shop,
      fromAddress: `service@${domain}`,
      subject,
      paragraphs: [body],
      cta: { text: lang === "de" ? "Sendung verfolgen" : "Track parcel", url: `https://track.${domain}/x` },
      links: [],
      bulk: false,
    };
  },
};

export const CATEGORIES: readonly Category[] = [
  casino,
  sports,
  lottery,
  poker,
  receipt,
  affiliate,
  crypto,
  caseOpening,
  newsletter,
  personal,
  work,
  bank,
  news,
  help,
  selfExclusion,
  lotteryHelp,
  gameStore,
  club,
  transactional,
];
