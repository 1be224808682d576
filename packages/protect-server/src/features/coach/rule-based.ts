import type { CoachEngine } from "./engine.ts";

interface Rule {
  words: RegExp;
  answer: string;
}

// Ordered: the first rule whose words occur answers. German and English, the app's languages.
const RULES: Rule[] = [
  {
    words: /suizid|umbringen|nicht mehr leben|kill myself|suicide|end my life/i,
    answer:
      "I am worried about you. Please call someone now: in Germany the Telefonseelsorge is free and open day and night at 0800 111 0 111 or 0800 111 0 222; in an emergency call 112.",
  },
  {
    words: /rückfall|gespielt|verzockt|relapse|gambled|lost again/i,
    answer:
      "A slip does not erase your progress. Write down what led to it (time, place, feeling), keep your protection on, and tell someone you trust today. What was the moment just before you started?",
  },
  {
    words: /drang|verlangen|craving|urge|itch|want to (bet|play)/i,
    answer:
      "Cravings rise and fall like a wave, usually within 20 to 30 minutes. Try to ride it out: drink a glass of water, step outside for ten minutes, or message someone in the community. What is one thing you can do right now for the next ten minutes?",
  },
  {
    words: /schulden|geld|kredit|debt|money|loan/i,
    answer:
      "Money worries are heavy. Free debt counselling (Schuldnerberatung) can help you make a plan; until then, hand card access to someone you trust and avoid new credit. Would it help to list what is due this month?",
  },
  {
    words: /schlaf|nachts|sleep|night|insomnia/i,
    answer:
      "Nights are a common trigger. Keep your phone out of the bedroom if you can, and plan something calming for the last hour of the day. What usually happens before you start gambling at night?",
  },
  {
    words: /einsam|allein|lonely|alone|bored|langweil/i,
    answer:
      "Loneliness and boredom often pull people back. The community and the chat rooms are there for exactly these moments. Is there someone you could reach out to today?",
  },
  {
    words: /geschafft|tage|stolz|milestone|days? (clean|free)|proud/i,
    answer: "That is real progress, well done. What helped you most so far? Naming it makes it easier to repeat.",
  },
];

const FALLBACK =
  "I am here to help you stay away from gambling. Tell me what is on your mind: a craving, a slip, money worries, or something you are proud of.";

/** The built-in coach: keyword rules, no network. Honest by design: it names itself `rule_based`. */
export const ruleBasedCoach: CoachEngine = {
  kind: "rule_based",
  model: null,
  async reply(_history, message) {
    return RULES.find((rule) => rule.words.test(message))?.answer ?? FALLBACK;
  },
};
