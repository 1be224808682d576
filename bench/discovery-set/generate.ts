// Generates the labelled domain set of the discovery scorer (issue 28): realistic gambling names
// (brand × TLD × affix patterns, look-alikes, German/English gambling vocabulary) and many more
// non-gambling names from word lists across categories, with hard negatives (sports news, gambling
// help, game shops, "bet" and "wett" inside ordinary words). Deterministic: the same seed writes the
// same files. There is no internet here, so the set is composed, not crawled; see README.md.
//
// Run: node bench/discovery-set/generate.ts
// Writes: packages/protect-server/src/features/discovery/training-set.tsv (the train split, which the
// server trains on) and bench/discovery-set/test.tsv (the held-out split). Lines: `<label>\t<domain>`,
// label 1 = gambling, 0 = not.
import { writeFileSync } from "node:fs";

let state = 0x2801_2026;
/** mulberry32: a small deterministic generator. */
function random(): number {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const chance = (p: number) => random() < p;

// Gambling brands (operators and products well known in the German-speaking market and beyond).
const BRANDS = [
  "bet365",
  "tipico",
  "bwin",
  "interwetten",
  "betway",
  "unibet",
  "pokerstars",
  "888casino",
  "betfair",
  "williamhill",
  "ladbrokes",
  "paddypower",
  "mrgreen",
  "leovegas",
  "casumo",
  "wunderino",
  "lottoland",
  "sunmaker",
  "merkurspiel",
  "novoline",
  "stake",
  "roobet",
  "betsson",
  "betathome",
  "neobet",
  "admiralbet",
  "winamax",
  "betclic",
  "bet3000",
  "happybet",
  "cashpoint",
  "xtip",
  "oddset",
  "betano",
  "bildbet",
  "mybet",
  "sportingbet",
  "betvictor",
  "betsafe",
  "comeon",
  "vulkanvegas",
  "ice36",
  "bitstarz",
  "22bet",
  "1xbet",
  "melbet",
  "mostbet",
  "pinup",
  "bizzo",
  "slotty",
  "wildz",
  "spinia",
  "librabet",
  "rabona",
  "joycasino",
  "casinoclub",
  "jackpotcity",
  "spinpalace",
  "royalpanda",
  "karamba",
  "videoslots",
  "partypoker",
  "ggpoker",
  "pokerking",
  "bingoal",
  "napoleongames",
  "starcasino",
  "jaxx",
  "drueckglueck",
  "platincasino",
  "wheelz",
  "casinolab",
  "slotsmillion",
  "energycasino",
  "netbet",
  "betrebels",
  "bethard",
  "dunder",
  "kaboo",
  "betsamigo",
  "goldenstar",
  "rocketplay",
  "nationalcasino",
  "hellspin",
  "kingbilly",
  "wazamba",
  "nomini",
  "evospin",
  "slotbox",
  "spinsbro",
  "zetcasino",
  "boomerang",
  "sportaza",
  "vave",
];
const GAMBLING_TLDS = [
  "com",
  "de",
  "net",
  "bet",
  "casino",
  "io",
  "info",
  "online",
  "top",
  "xyz",
  "vip",
  "club",
  "win",
  "site",
  "live",
  "pro",
  "eu",
  "at",
  "ch",
  "cc",
  "me",
  "games",
  "poker",
  "bingo",
  "app",
];
const MIRROR_AFFIXES = [
  "mirror",
  "app",
  "login",
  "de",
  "bonus",
  "vip",
  "official",
  "alt",
  "neu",
  "new",
  "online",
  "spielen",
  "play",
  "mobile",
  "germany",
  "24",
  "365",
  "777",
  "2",
  "7",
  "88",
  "go",
  "link",
  "access",
  "zugang",
];
const GAMBLING_WORDS = [
  "casino",
  "kasino",
  "slots",
  "slot",
  "spielothek",
  "spielhalle",
  "spielbank",
  "wetten",
  "sportwetten",
  "wettbuero",
  "roulette",
  "blackjack",
  "jackpot",
  "spins",
  "freispiele",
  "bonus",
  "poker",
  "bet",
  "bets",
  "betting",
  "lotto",
  "gluecksspiel",
  "automaten",
  "spielautomaten",
  "bingo",
  "keno",
  "scratch",
  "rubbellose",
  "odds",
  "quoten",
  "wager",
  "gamble",
  "gambling",
  "baccarat",
  "livecasino",
  "tischspiele",
  "megaways",
  "bookmaker",
  "buchmacher",
  "lottery",
  "lotterie",
  "sportsbook",
  "bookie",
  "toto",
  "tombola",
];
const GAMBLING_MODIFIERS = [
  "online",
  "mega",
  "royal",
  "lucky",
  "golden",
  "vip",
  "win",
  "24",
  "777",
  "club",
  "king",
  "star",
  "palace",
  "vegas",
  "fortune",
  "spin",
  "neo",
  "hub",
  "plus",
  "top",
  "best",
  "beste",
  "neue",
  "echtgeld",
  "gratis",
  "deutsch",
  "de",
  "live",
  "turbo",
  "fast",
  "crypto",
  "bit",
  "ace",
  "jack",
  "diamond",
  "cash",
  "gold",
];
const LEET: Record<string, string> = { e: "3", i: "1", o: "0", a: "4", s: "5", t: "7" };

function leet(word: string): string {
  const letters = [...word];
  const at = letters.findIndex((letter, index) => index > 0 && LEET[letter] !== undefined && chance(0.7));
  if (at < 0) return word;
  letters[at] = LEET[letters[at] as string] as string;
  return letters.join("");
}

function hyphenate(word: string): string {
  if (word.length < 5) return word;
  const at = 2 + Math.floor(random() * (word.length - 3));
  return `${word.slice(0, at)}-${word.slice(at)}`;
}

function gamblingName(brand: string | null): string {
  const tld = pick(GAMBLING_TLDS);
  if (brand !== null) {
    switch (Math.floor(random() * 6)) {
      case 0:
        return `${brand}.${tld}`;
      case 1:
        return `${brand}${chance(0.5) ? "-" : ""}${pick(MIRROR_AFFIXES)}.${tld}`;
      case 2:
        return `${pick(MIRROR_AFFIXES)}${chance(0.5) ? "-" : ""}${brand}.${tld}`;
      case 3:
        return `${leet(brand)}.${tld}`;
      case 4:
        return `${hyphenate(brand)}.${tld}`;
      default:
        return `${brand}${Math.floor(random() * 100)}.${tld}`;
    }
  }
  const word = pick(GAMBLING_WORDS);
  const modifier = pick(GAMBLING_MODIFIERS);
  const sep = chance(0.4) ? "-" : "";
  const parts = chance(0.5) ? [modifier, word] : [word, modifier];
  if (chance(0.25)) parts.push(pick(GAMBLING_WORDS));
  return `${parts.join(sep)}.${tld}`;
}

// Non-gambling vocabulary by category (English and German).
const CATEGORIES: Record<string, string[]> = {
  news: [
    "news",
    "nachrichten",
    "zeitung",
    "tagblatt",
    "kurier",
    "anzeiger",
    "rundschau",
    "post",
    "times",
    "herald",
    "daily",
    "journal",
    "report",
    "presse",
    "echo",
    "bote",
    "blatt",
    "magazin",
    "tribune",
    "gazette",
  ],
  shop: [
    "shop",
    "store",
    "markt",
    "kaufhaus",
    "outlet",
    "mode",
    "fashion",
    "schuhe",
    "moebel",
    "garten",
    "baumarkt",
    "elektro",
    "technik",
    "buch",
    "buecher",
    "deko",
    "kueche",
    "bio",
    "feinkost",
    "drogerie",
    "apotheke",
    "optik",
  ],
  tech: [
    "cloud",
    "data",
    "soft",
    "code",
    "dev",
    "labs",
    "systems",
    "net",
    "web",
    "host",
    "server",
    "digital",
    "it",
    "tech",
    "app",
    "api",
    "secure",
    "mail",
    "dns",
    "analytics",
    "cdn",
    "static",
    "media",
    "stream",
  ],
  travel: [
    "reisen",
    "travel",
    "hotel",
    "urlaub",
    "ferien",
    "flug",
    "bahn",
    "camping",
    "pension",
    "tours",
    "trip",
    "booking",
    "ferienwohnung",
    "strand",
    "berge",
    "alpen",
    "see",
    "insel",
  ],
  health: [
    "praxis",
    "klinik",
    "arzt",
    "zahnarzt",
    "physio",
    "pflege",
    "gesund",
    "health",
    "care",
    "therapie",
    "yoga",
    "fitness",
    "vital",
    "med",
    "apotheke",
    "hebamme",
  ],
  edu: [
    "schule",
    "uni",
    "hochschule",
    "akademie",
    "lernen",
    "kurs",
    "bildung",
    "school",
    "college",
    "campus",
    "bibliothek",
    "wissen",
    "tutor",
    "nachhilfe",
  ],
  public: [
    "stadt",
    "gemeinde",
    "landkreis",
    "verein",
    "kirche",
    "feuerwehr",
    "amt",
    "buergerbuero",
    "rathaus",
    "kita",
    "museum",
    "theater",
    "zoo",
    "verband",
    "stiftung",
  ],
  business: [
    "gmbh",
    "consulting",
    "beratung",
    "immobilien",
    "steuer",
    "anwalt",
    "kanzlei",
    "versicherung",
    "bank",
    "finanz",
    "handwerk",
    "bau",
    "logistik",
    "transport",
    "energie",
    "solar",
    "auto",
    "werkstatt",
  ],
  food: [
    "baeckerei",
    "metzgerei",
    "pizza",
    "restaurant",
    "cafe",
    "kaffee",
    "wein",
    "bier",
    "brauerei",
    "kochen",
    "rezepte",
    "essen",
    "food",
    "burger",
    "sushi",
    "eis",
  ],
  hobby: [
    "foto",
    "musik",
    "band",
    "kunst",
    "malen",
    "angeln",
    "reiten",
    "garten",
    "hund",
    "katze",
    "aquaristik",
    "modellbau",
    "stricken",
    "naehen",
    "wandern",
    "radsport",
    "klettern",
  ],
};
const PLACES = [
  "berlin",
  "hamburg",
  "muenchen",
  "koeln",
  "frankfurt",
  "stuttgart",
  "leipzig",
  "dresden",
  "bremen",
  "hannover",
  "nuernberg",
  "wien",
  "graz",
  "zuerich",
  "bern",
  "basel",
  "linz",
  "bonn",
  "kiel",
  "mainz",
  "essen",
  "dortmund",
  "aachen",
  "freiburg",
  "ulm",
  "trier",
  "rostock",
  "erfurt",
  "potsdam",
  "augsburg",
];
const NAMES = [
  "mueller",
  "schmidt",
  "schneider",
  "fischer",
  "weber",
  "meyer",
  "wagner",
  "becker",
  "schulz",
  "hoffmann",
  "koch",
  "richter",
  "klein",
  "wolf",
  "neumann",
  "schwarz",
  "braun",
  "hofmann",
  "hartmann",
  "lange",
  "anna",
  "peter",
  "maria",
  "thomas",
  "sabine",
  "michael",
  "julia",
  "stefan",
  "laura",
  "jonas",
];
const ADJECTIVES = [
  "neu",
  "alt",
  "gross",
  "klein",
  "schnell",
  "gut",
  "best",
  "smart",
  "green",
  "blue",
  "red",
  "open",
  "happy",
  "true",
  "bright",
  "clear",
  "fresh",
  "nord",
  "sued",
  "ost",
  "west",
  "mein",
  "dein",
  "unser",
  "my",
  "the",
  "easy",
  "pro",
  "top",
  "first",
];
const TLDS = [
  "com",
  "de",
  "net",
  "org",
  "at",
  "ch",
  "eu",
  "info",
  "io",
  "co",
  "shop",
  "online",
  "app",
  "dev",
  "berlin",
  "hamburg",
  "koeln",
  "bayern",
  "nrw",
  "media",
  "news",
  "blog",
  "page",
  "site",
  "store",
  "travel",
];
// Hard negatives: gambling-looking words in ordinary, sports, help and game-shop names.
const HARD = {
  sports: [
    "kicker",
    "sportschau",
    "sport1",
    "transfermarkt",
    "fussball",
    "bundesliga",
    "tennis",
    "handball",
    "formel1",
    "sportnews",
    "liveticker",
    "ergebnisse",
    "spielplan",
    "tabelle",
    "fanshop",
    "stadion",
    "ligainsider",
    "fussballdaten",
    "olympia",
    "sportbild",
  ],
  help: [
    "spielsucht",
    "gluecksspielsucht",
    "check-dein-spiel",
    "suchtberatung",
    "spielerschutz",
    "gluecksspiel-hilfe",
    "lotto-sucht",
    "gamblers-anonymous",
    "anonyme-spieler",
    "sucht-hilfe",
    "spielfrei",
    "selbsthilfe",
    "beratungsstelle",
    "casino-ausstieg",
    "wett-sucht-hilfe",
    "spielsperre",
    "oasis-sperre",
    "ausstieg",
    "gamblingtherapy",
    "gamblinghelp",
    "problemgambling",
    "gambling-recovery",
    "gambleaware",
    "gamblingcommission",
    "gambling-authority",
    "gamblingsupport",
    "quitgambling",
    "stop-gambling",
    "betting-addiction",
    "lottery-regulator",
    "gluecksspielaufsicht",
    "gluecksspiel-behoerde",
    "spielsuchtberatung",
    "casino-sucht",
    "sportwetten-sucht",
  ],
  games: [
    "gameshop",
    "spielwaren",
    "brettspiele",
    "puzzle",
    "spielzeug",
    "konsolen",
    "games",
    "videospiele",
    "kartenspiele",
    "gesellschaftsspiele",
    "spieleladen",
    "retrogames",
    "lego",
    "modellbahn",
    "steam",
    "nintendo",
    "playstation",
    "xbox",
    "gamestop",
    "spielplatz",
  ],
  words: [
    "alphabet",
    "betty",
    "between",
    "better",
    "betreuung",
    "betrieb",
    "betreff",
    "diabetes",
    "tibet",
    "abbot",
    "alphabetisierung",
    "betten",
    "bettwaesche",
    "betonbau",
    "beton",
    "betriebsrat",
    "wetter",
    "wetteronline",
    "wettervorhersage",
    "wetterdienst",
    "wettbewerb",
    "beispiel",
    "spielberg",
    "slotwerk",
    "spinnerei",
    "spinat",
    "pokemon",
    "lottie",
    "bingen",
    "kasimir",
    "casinotheater",
    "jackson",
    "winterdienst",
    "windows",
    "winzer",
    "spinning",
    "royalty",
    "vegan",
    "fortuna-duesseldorf",
    "luckyfeet",
    "starwars",
    "palast-hotel",
    "roulade",
    "keno-tours",
    "bonusprogramm",
    "quotenregelung",
    "oddity",
    "wagner",
    "bethlehem",
    "bethany",
    "betamax",
    "lasvegas-reisen",
    "vegas-urlaub",
  ],
};

function ordinaryName(): string {
  const categories = Object.values(CATEGORIES);
  const words = pick(categories);
  const tld = pick(TLDS);
  const sep = chance(0.35) ? "-" : "";
  switch (Math.floor(random() * 8)) {
    case 0:
      return `${pick(words)}-${pick(PLACES)}.${tld}`;
    case 1:
      return `${pick(NAMES)}${sep}${pick(words)}.${tld}`;
    case 2:
      return `${pick(ADJECTIVES)}${sep}${pick(words)}.${tld}`;
    case 3:
      return `${pick(words)}${sep}${pick(pick(categories))}.${tld}`;
    case 4:
      return `${pick(["www", "shop", "app", "mail", "blog", "api", "cdn", "static", "m"])}.${pick(words)}${sep}${pick(PLACES)}.${tld}`;
    case 5:
      return `${pick(PLACES)}${sep}${pick(words)}${chance(0.3) ? Math.floor(random() * 100) : ""}.${tld}`;
    case 6:
      return `${pick(words)}${pick(["24", "plus", "online", "world", "hub", "point", "zone", "land", "haus", "welt"])}.${tld}`;
    default:
      return numberedName(words, tld);
  }
}

/** Ordinary brands with numbers in them, as real ones have (`web24`, `3d-druck`, `team7`, `1a-auto`). */
function numberedName(words: readonly string[], tld: string): string {
  const number = pick([
    "1",
    "2",
    "3",
    "4",
    "5",
    "7",
    "8",
    "9",
    "11",
    "12",
    "21",
    "24",
    "42",
    "99",
    "100",
    "123",
    "360",
    "365",
    "1a",
    "3d",
    "4u",
  ]);
  const word = pick(chance(0.5) ? words : [...ADJECTIVES, ...NAMES]);
  switch (Math.floor(random() * 3)) {
    case 0:
      return `${word}${number}.${tld}`;
    case 1:
      return `${number}${chance(0.4) ? "-" : ""}${word}.${tld}`;
    default:
      return `${word}-${number}.${tld}`;
  }
}

function hardNegative(): string {
  const group = pick(Object.values(HARD));
  const word = pick(group);
  const tld = pick(TLDS);
  switch (Math.floor(random() * 4)) {
    case 0:
      return `${word}.${tld}`;
    case 1:
      return `${word}-${pick([...PLACES, ...Object.values(CATEGORIES).flat()])}.${tld}`;
    case 2:
      return `${pick(ADJECTIVES)}-${word}.${tld}`;
    default:
      return `${word}${pick(["news", "info", "shop", "24", "online", "hilfe", "portal", "blog", "app", "live"])}.${tld}`;
  }
}

// Brands split: 70 % appear in train (their canonical .com/.de are "listed"), 30 % only in test.
const shuffledBrands = [...BRANDS].sort(() => random() - 0.5);
const trainBrands = new Set(shuffledBrands.slice(0, Math.round(BRANDS.length * 0.7)));

const gambling = new Map<string, "train" | "test">();
for (const brand of BRANDS) {
  const split = trainBrands.has(brand) ? "train" : "test";
  gambling.set(`${brand}.com`, split);
  for (let i = 0; i < 22; i++) gambling.set(gamblingName(brand), split);
}
while (gambling.size < 3600) gambling.set(gamblingName(null), chance(0.65) ? "train" : "test");

const ordinary = new Map<string, "train" | "test">();
while (ordinary.size < 13_500) ordinary.set(ordinaryName(), chance(0.65) ? "train" : "test");
for (let i = 0; i < 3500; i++) ordinary.set(hardNegative(), chance(0.65) ? "train" : "test");
for (const name of gambling.keys()) ordinary.delete(name);

const lines = { train: [] as string[], test: [] as string[] };
for (const [name, split] of gambling) lines[split].push(`1\t${name}`);
for (const [name, split] of ordinary) lines[split].push(`0\t${name}`);
for (const split of ["train", "test"] as const) lines[split].sort();

const header = (split: string) =>
  `# Labelled domain set for the discovery scorer, ${split} split (1 = gambling, 0 = not). Generated by bench/discovery-set/generate.ts; do not edit.\n`;
writeFileSync(
  new URL("../../packages/protect-server/src/features/discovery/training-set.tsv", import.meta.url),
  `${header("train")}${lines.train.join("\n")}\n`,
);
writeFileSync(new URL("./test.tsv", import.meta.url), `${header("test")}${lines.test.join("\n")}\n`);
const count = (split: "train" | "test", label: string) => lines[split].filter((line) => line.startsWith(label)).length;
process.stdout.write(
  `train: ${count("train", "1")} gambling, ${count("train", "0")} not; test: ${count("test", "1")} gambling, ${count("test", "0")} not\n`,
);
