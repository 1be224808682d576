/** Value sets of the demographic profile fields (formats the seed leaves open; see README). */
export const GENDERS = ["female", "male", "diverse", "prefer_not_to_say"] as const;
export const MARITAL_STATUSES = ["single", "partnered", "married", "divorced", "widowed", "prefer_not_to_say"] as const;
/** ISO 3166-2:DE codes of the 16 German states. */
export const BUNDESLAENDER = [
  "DE-BW",
  "DE-BY",
  "DE-BE",
  "DE-BB",
  "DE-HB",
  "DE-HH",
  "DE-HE",
  "DE-MV",
  "DE-NI",
  "DE-NW",
  "DE-RP",
  "DE-SL",
  "DE-SN",
  "DE-ST",
  "DE-SH",
  "DE-TH",
] as const;
export const EMPLOYMENT_STATUSES = [
  "employed",
  "self_employed",
  "in_training",
  "unemployed",
  "retired",
  "homemaking",
  "other",
] as const;
export const INDUSTRIES = [
  "agriculture",
  "manufacturing",
  "construction",
  "trade",
  "hospitality",
  "transport_logistics",
  "it_communication",
  "finance_insurance",
  "public_administration",
  "education",
  "health_social",
  "arts_entertainment",
  "other",
] as const;
export const JOB_TENURES = ["less_1y", "1_3y", "3_5y", "5_10y", "more_10y"] as const;

export const MIN_BIRTH_YEAR = 1900;
/** Youngest accepted age in years: the app is for adults affected by gambling. */
export const MIN_AGE = 16;

/** Every demographic field cleared, the legacy profession included: what withdrawal and account deletion write. */
export const CLEARED_DEMOGRAPHICS = {
  birthYear: null,
  gender: null,
  maritalStatus: null,
  profession: null,
  bundesland: null,
  city: null,
  employmentStatus: null,
  shiftWork: null,
  industry: null,
  jobTenure: null,
  demographicsConsentAt: null,
} as const;
