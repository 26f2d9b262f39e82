/**
 * The federal HMDA demographic questions (Uniform Residential Loan Application section 8,
 * "Demographic Information", in the HMDA 2018 format): ethnicity, race and sex, each a group of
 * check boxes with "I do not wish to provide this information". Pure rules: the options, what
 * checking a box does to the others, what is enabled, the free-text limits and the body the
 * `hmda` step sends. Every answer is optional: an empty form is a valid answer.
 */

export type HmdaSection = 'ethnicity' | 'race' | 'sex';

/** The free-text fields (each belongs to one check box). */
export type HmdaTextField =
  'otherHispanicOrLatino' | 'americanIndianTribe' | 'otherAsian' | 'otherPacificIslander';

export interface HmdaOption {
  code: string;
  label: string;
  /** A subcategory: enabled only while its parent is checked. */
  parent?: string;
  /** The free text that goes with this box (enabled only while it is checked). */
  text?: { field: HmdaTextField; label: string };
}

export const HMDA_DECLINE_LABEL = 'I do not wish to provide this information';

export const DECLINE_CODES: Readonly<Record<HmdaSection, string>> = {
  ethnicity: 'ETHNICITY_NOT_PROVIDED',
  race: 'RACE_NOT_PROVIDED',
  sex: 'SEX_NOT_PROVIDED',
};

export const ETHNICITY_OPTIONS: readonly HmdaOption[] = [
  { code: 'HISPANIC_OR_LATINO', label: 'Hispanic or Latino' },
  { code: 'MEXICAN', label: 'Mexican', parent: 'HISPANIC_OR_LATINO' },
  { code: 'PUERTO_RICAN', label: 'Puerto Rican', parent: 'HISPANIC_OR_LATINO' },
  { code: 'CUBAN', label: 'Cuban', parent: 'HISPANIC_OR_LATINO' },
  {
    code: 'OTHER_HISPANIC_OR_LATINO',
    label: 'Other Hispanic or Latino',
    parent: 'HISPANIC_OR_LATINO',
    text: {
      field: 'otherHispanicOrLatino',
      label:
        'Origin (for example Argentinean, Colombian, Dominican, Nicaraguan, Salvadoran, Spaniard)',
    },
  },
  { code: 'NOT_HISPANIC_OR_LATINO', label: 'Not Hispanic or Latino' },
  { code: DECLINE_CODES.ethnicity, label: HMDA_DECLINE_LABEL },
];

export const RACE_OPTIONS: readonly HmdaOption[] = [
  {
    code: 'AMERICAN_INDIAN_OR_ALASKA_NATIVE',
    label: 'American Indian or Alaska Native',
    text: { field: 'americanIndianTribe', label: 'Name of enrolled or principal tribe' },
  },
  { code: 'ASIAN', label: 'Asian' },
  { code: 'ASIAN_INDIAN', label: 'Asian Indian', parent: 'ASIAN' },
  { code: 'CHINESE', label: 'Chinese', parent: 'ASIAN' },
  { code: 'FILIPINO', label: 'Filipino', parent: 'ASIAN' },
  { code: 'JAPANESE', label: 'Japanese', parent: 'ASIAN' },
  { code: 'KOREAN', label: 'Korean', parent: 'ASIAN' },
  { code: 'VIETNAMESE', label: 'Vietnamese', parent: 'ASIAN' },
  {
    code: 'OTHER_ASIAN',
    label: 'Other Asian',
    parent: 'ASIAN',
    text: {
      field: 'otherAsian',
      label: 'Race (for example Hmong, Laotian, Thai, Pakistani, Cambodian)',
    },
  },
  { code: 'BLACK_OR_AFRICAN_AMERICAN', label: 'Black or African American' },
  {
    code: 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER',
    label: 'Native Hawaiian or Other Pacific Islander',
  },
  {
    code: 'NATIVE_HAWAIIAN',
    label: 'Native Hawaiian',
    parent: 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER',
  },
  {
    code: 'GUAMANIAN_OR_CHAMORRO',
    label: 'Guamanian or Chamorro',
    parent: 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER',
  },
  { code: 'SAMOAN', label: 'Samoan', parent: 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER' },
  {
    code: 'OTHER_PACIFIC_ISLANDER',
    label: 'Other Pacific Islander',
    parent: 'NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER',
    text: { field: 'otherPacificIslander', label: 'Race (for example Fijian, Tongan)' },
  },
  { code: 'WHITE', label: 'White' },
  { code: DECLINE_CODES.race, label: HMDA_DECLINE_LABEL },
];

export const SEX_OPTIONS: readonly HmdaOption[] = [
  { code: 'FEMALE', label: 'Female' },
  { code: 'MALE', label: 'Male' },
  { code: DECLINE_CODES.sex, label: HMDA_DECLINE_LABEL },
];

export const HMDA_OPTIONS: Readonly<Record<HmdaSection, readonly HmdaOption[]>> = {
  ethnicity: ETHNICITY_OPTIONS,
  race: RACE_OPTIONS,
  sex: SEX_OPTIONS,
};

export const HMDA_SECTIONS: readonly HmdaSection[] = ['ethnicity', 'race', 'sex'];

export const HMDA_SECTION_LABELS: Readonly<Record<HmdaSection, string>> = {
  ethnicity: 'Ethnicity',
  race: 'Race',
  sex: 'Sex',
};

export const HMDA_TEXT_FIELDS: readonly HmdaTextField[] = [
  'otherHispanicOrLatino',
  'americanIndianTribe',
  'otherAsian',
  'otherPacificIslander',
];

/** HMDA's free-text fields hold at most 100 characters (FFIEC filing instructions, 2018). */
export const HMDA_TEXT_MAX = 100;
export const HMDA_TEXT_TOO_LONG = `Must be ${HMDA_TEXT_MAX} characters or fewer`;

export interface HmdaAnswers {
  ethnicity: string[];
  race: string[];
  sex: string[];
  otherHispanicOrLatino: string;
  americanIndianTribe: string;
  otherAsian: string;
  otherPacificIslander: string;
}

export const EMPTY_HMDA: HmdaAnswers = {
  ethnicity: [],
  race: [],
  sex: [],
  otherHispanicOrLatino: '',
  americanIndianTribe: '',
  otherAsian: '',
  otherPacificIslander: '',
};

/** What the `hmda` step sends: the codes per section, and the free text that was given. */
export interface HmdaBody {
  ethnicity: string[];
  race: string[];
  sex: string[];
  otherHispanicOrLatino?: string;
  americanIndianTribe?: string;
  otherAsian?: string;
  otherPacificIslander?: string;
}

function optionOf(section: HmdaSection, code: string): HmdaOption | undefined {
  return HMDA_OPTIONS[section].find((option) => option.code === code);
}

/** The section and option a text field belongs to. */
export function textOwner(field: HmdaTextField): { section: HmdaSection; option: HmdaOption } {
  for (const section of HMDA_SECTIONS) {
    const option = HMDA_OPTIONS[section].find((candidate) => candidate.text?.field === field);
    if (option) return { section, option };
  }
  throw new Error(`hmda: no option owns ${field}`);
}

/** The code and every subcategory under it. */
function withChildren(section: HmdaSection, code: string): string[] {
  return [
    code,
    ...HMDA_OPTIONS[section].filter((option) => option.parent === code).map((o) => o.code),
  ];
}

function clearTextOf(answers: HmdaAnswers, section: HmdaSection, codes: readonly string[]) {
  const next = { ...answers };
  for (const code of codes) {
    const field = optionOf(section, code)?.text?.field;
    if (field) next[field] = '';
  }
  return next;
}

/** Sorted in the order of the form (so the body and the summary read the same way). */
function inFormOrder(section: HmdaSection, codes: Iterable<string>): string[] {
  const chosen = new Set(codes);
  return HMDA_OPTIONS[section].map((option) => option.code).filter((code) => chosen.has(code));
}

/**
 * Checks or unchecks one box:
 * - "I do not wish to provide" clears every other box of its section (and their free text);
 * - any other box unchecks "I do not wish to provide";
 * - a subcategory checks its parent (it is only enabled under it anyway);
 * - unchecking a box unchecks its subcategories and clears their free text.
 */
export function toggleHmda(
  answers: HmdaAnswers,
  section: HmdaSection,
  code: string,
  checked: boolean,
): HmdaAnswers {
  const option = optionOf(section, code);
  if (!option) return answers;
  const decline = DECLINE_CODES[section];
  const current = new Set(answers[section]);
  if (!checked) {
    const removed = withChildren(section, code);
    for (const c of removed) current.delete(c);
    return { ...clearTextOf(answers, section, removed), [section]: inFormOrder(section, current) };
  }
  if (code === decline) {
    const removed = [...current];
    return { ...clearTextOf(answers, section, removed), [section]: [decline] };
  }
  current.delete(decline);
  current.add(code);
  if (option.parent) current.add(option.parent);
  return { ...answers, [section]: inFormOrder(section, current) };
}

/** A box can be used: its section is not declined, and its parent (if any) is checked. */
export function isHmdaOptionEnabled(
  answers: HmdaAnswers,
  section: HmdaSection,
  code: string,
): boolean {
  const option = optionOf(section, code);
  if (!option) return false;
  if (code === DECLINE_CODES[section]) return true;
  if (answers[section].includes(DECLINE_CODES[section])) return false;
  return option.parent === undefined || answers[section].includes(option.parent);
}

/** A free-text field is enabled while its box is checked. */
export function isHmdaTextEnabled(answers: HmdaAnswers, field: HmdaTextField): boolean {
  const { section, option } = textOwner(field);
  return answers[section].includes(option.code);
}

export function setHmdaText(
  answers: HmdaAnswers,
  field: HmdaTextField,
  value: string,
): HmdaAnswers {
  return { ...answers, [field]: value };
}

/** The only rule that can stop the form: free text over the limit. Keyed by text field. */
export function checkHmda(answers: HmdaAnswers): Partial<Record<HmdaTextField, string>> {
  const errors: Partial<Record<HmdaTextField, string>> = {};
  for (const field of HMDA_TEXT_FIELDS) {
    if (isHmdaTextEnabled(answers, field) && answers[field].trim().length > HMDA_TEXT_MAX) {
      errors[field] = HMDA_TEXT_TOO_LONG;
    }
  }
  return errors;
}

/** The step body: codes in form order, free text only where its box is checked and it is given. */
export function toHmdaBody(answers: HmdaAnswers): HmdaBody {
  const body: HmdaBody = {
    ethnicity: inFormOrder('ethnicity', answers.ethnicity),
    race: inFormOrder('race', answers.race),
    sex: inFormOrder('sex', answers.sex),
  };
  for (const field of HMDA_TEXT_FIELDS) {
    const text = answers[field].trim();
    if (text !== '' && isHmdaTextEnabled(answers, field)) body[field] = text;
  }
  return body;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Answers from what the lender kept (`answers.hmda`), ignoring anything it does not know. */
export function fromHmdaBody(value: unknown): HmdaAnswers {
  if (!isRecord(value)) return { ...EMPTY_HMDA };
  const codes = (section: HmdaSection) => {
    const list = value[section];
    const known = Array.isArray(list)
      ? list.filter((code): code is string => typeof code === 'string' && !!optionOf(section, code))
      : [];
    return inFormOrder(section, known);
  };
  const text = (field: HmdaTextField) => (typeof value[field] === 'string' ? value[field] : '');
  return {
    ethnicity: codes('ethnicity'),
    race: codes('race'),
    sex: codes('sex'),
    otherHispanicOrLatino: text('otherHispanicOrLatino'),
    americanIndianTribe: text('americanIndianTribe'),
    otherAsian: text('otherAsian'),
    otherPacificIslander: text('otherPacificIslander'),
  };
}

export const HMDA_NOTHING_SELECTED = 'Nothing selected';

/**
 * One line per section for a summary: "Asian: Chinese, Other Asian (Thai); White". A
 * subcategory is read under its parent; free text follows its box in brackets.
 */
export function describeHmdaSection(answers: HmdaAnswers, section: HmdaSection): string {
  const chosen = answers[section];
  if (chosen.length === 0) return HMDA_NOTHING_SELECTED;
  const label = (option: HmdaOption) => {
    const text = option.text ? answers[option.text.field].trim() : '';
    return text ? `${option.label} (${text})` : option.label;
  };
  const parts: string[] = [];
  for (const option of HMDA_OPTIONS[section]) {
    if (option.parent || !chosen.includes(option.code)) continue;
    const children = HMDA_OPTIONS[section].filter(
      (child) => child.parent === option.code && chosen.includes(child.code),
    );
    parts.push(
      children.length > 0 ? `${label(option)}: ${children.map(label).join(', ')}` : label(option),
    );
  }
  return parts.join('; ');
}
