// The receptionist's turn-taking: from what the caller said (spoken or typed, the same text either
// way) to what the receptionist answers, and when a call-back request is ready to send. Pure
// functions over plain data, so the whole conversation can be checked without a browser.

// The lead forms' own rules: the API checks the same ones again.
import { EMAIL_PATTERN, INDIAN_MOBILE_PATTERN, MAX_LENGTH, NAME_PATTERN } from "@site/contracts";

/** The details of a call-back request, in the order they are asked. */
export type DetailStep = "name" | "company" | "phone" | "email";

/**
 * What the receptionist is waiting for: "chat" (any question), "offer" (yes or no to a call-back),
 * one of the details, "confirm" (the read-back), "change" (which detail to change), "saving", or
 * "failed" (a send that may be tried again).
 */
export type Step = "chat" | "offer" | DetailStep | "confirm" | "change" | "saving" | "failed";

export type Lead = Partial<Record<DetailStep, string>>;

export interface State {
  step: Step;
  lead: Lead;
  /** The details have been read back once: a changed one leads straight to the read-back again. */
  reviewing: boolean;
}

/**
 * What the widget should do after a turn: "save" sends `state.lead` as a call-back request, "end"
 * ends the call.
 */
export type Effect = "save" | "end";

export interface Turn {
  state: State;
  say: string[];
  effect?: Effect;
}

/**
 * How a send went: "saved", "flagged" (the e-mail check refused the address), "failed" (no answer,
 * or the server failed) or { field, message } (the API refused a detail, which is asked again).
 */
export type SaveOutcome = "saved" | "flagged" | "failed" | { field: string; message: string };

/**
 * What follows a topic's reply: "offer" asks whether to arrange a call-back, "callback" starts
 * taking the details, "end" ends the call.
 */
export type TopicNext = "offer" | "callback" | "end";

export interface Topic {
  id: string;
  keywords: readonly string[];
  reply: string;
  next?: TopicNext;
  /** Said instead of `reply` when the message also names a treatment. */
  treatmentReply?: string;
  treatmentNext?: TopicNext;
}

export interface Treatment {
  names: readonly string[];
  label: string;
  fee: string;
  about: string;
}

/** The receptionist's lines for the call-back questions; {placeholders} are filled here. */
export interface CallbackLines {
  /** What is stored as the company when the caller names none. */
  noCompanyValue: string;
  askName: string;
  badName: string;
  askCompany: string;
  badCompany: string;
  askPhone: string;
  badPhone: string;
  askEmail: string;
  badEmail: string;
  readBack: string;
  readBackPersonal: string;
  askChange: string;
  declined: string;
  cancelled: string;
  stillSaving: string;
  saving: string;
  saved: string;
  emailFlagged: string;
  failed: string;
  rejected: string;
  resume: string;
}

/** What the receptionist knows and says (reception-script.ts). */
export interface ReceptionScript {
  clinic: { name: string; timeZone: string };
  greetings: {
    opening: string;
    dayparts: { morning: string; afternoon: string; evening: string };
  };
  topics: readonly Topic[];
  treatments: readonly Treatment[];
  fallback: string;
  answers: {
    yes: readonly string[];
    no: readonly string[];
    cancel: readonly string[];
    noCompany: readonly string[];
  };
  detailWords: Readonly<Record<DetailStep, readonly string[]>>;
  callback: Readonly<CallbackLines>;
}

/** Lower case, apostrophes dropped, every other non-letter or digit a single space. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’‘`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const words = (text: string): string[] => {
  const normalized = normalize(text);
  return normalized ? normalized.split(" ") : [];
};

const sameWord = (said: string | undefined, keyword: string) =>
  said === keyword || said === `${keyword}s` || said === `${keyword}es`;

/** Whether `keyword` (one or more words) occurs in `tokens` as whole consecutive words. */
function containsKeyword(tokens: readonly string[], keyword: string): boolean {
  const parts = words(keyword);
  if (parts.length === 0) return false;
  for (let start = 0; start + parts.length <= tokens.length; start += 1) {
    if (parts.every((part, index) => sameWord(tokens[start + index], part))) return true;
  }
  return false;
}

/** Keyword weight of a message: each keyword found counts its number of words. */
function keywordScore(tokens: readonly string[], keywords: readonly string[]): number {
  let score = 0;
  for (const keyword of keywords) {
    if (containsKeyword(tokens, keyword)) score += words(keyword).length;
  }
  return score;
}

const mentionsAny = (text: string, list: readonly string[]) => keywordScore(words(text), list) > 0;
const isExactly = (text: string, list: readonly string[]) =>
  list.some((item) => normalize(item) === normalize(text));
/** "Yes" with no "no" in it: "don't send it" is not a yes. */
const saysYes = (text: string, answers: ReceptionScript["answers"]) =>
  mentionsAny(text, answers.yes) && !mentionsAny(text, answers.no);

/** The topic a message is about, or undefined. On a tie the topic listed first wins. */
export function findTopic(text: string, topics: readonly Topic[]): Topic | undefined {
  const tokens = words(text);
  let best: Topic | undefined;
  let bestScore = 0;
  for (const topic of topics) {
    const score = keywordScore(tokens, topic.keywords);
    if (score > bestScore) {
      best = topic;
      bestScore = score;
    }
  }
  return best;
}

/** The treatment a message names, the longest name winning ("root canal" over "canal"). */
export function findTreatment(
  text: string,
  treatments: readonly Treatment[],
): Treatment | undefined {
  const tokens = words(text);
  let best: Treatment | undefined;
  let bestScore = 0;
  for (const treatment of treatments) {
    const score = Math.max(
      0,
      ...treatment.names.map((name) => (containsKeyword(tokens, name) ? words(name).length : 0)),
    );
    if (score > bestScore) {
      best = treatment;
      bestScore = score;
    }
  }
  return best;
}

export const fill = (template: string, values: Readonly<Record<string, string | undefined>>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );

// Answers to the call-back questions, cleaned of what people say around them.

const NAME_LEAD_IN =
  /^(?:my name is|my names|my name's|name is|i am|i'm|im|this is|it's|its|it is)\s+/i;
const COMPANY_LEAD_IN =
  /^(?:i am with|i'm with|im with|i work at|i work for|we are|it's|its|it is|from|the company is|the clinic is)\s+/i;
const EMAIL_LEAD_IN = /^(?:my e-?mail(?: address)? is|e-?mail(?: address)? is|it's|its|it is)\s+/i;

const tidy = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!?,;:]+$/, "");

/** Speech recognition often hears names in lower case; names typed with capitals stay as typed. */
const capitalise = (text: string) =>
  text === text.toLowerCase()
    ? text.replace(
        /(^|[\s'-])(\p{L})/gu,
        (_, before: string, letter: string) => before + letter.toUpperCase(),
      )
    : text;

export function readName(text: string): string | undefined {
  const name = capitalise(tidy(tidy(text).replace(NAME_LEAD_IN, "")));
  return NAME_PATTERN.test(name) ? name : undefined;
}

export function readCompany(
  text: string,
  noCompanyWords: readonly string[],
  noCompanyValue: string,
): string | undefined {
  if (isExactly(text, noCompanyWords)) return noCompanyValue;
  const company = tidy(tidy(text).replace(COMPANY_LEAD_IN, ""));
  return NAME_PATTERN.test(company) ? company : undefined;
}

const DIGIT_WORDS: Readonly<Record<string, string>> = {
  zero: "0",
  oh: "0",
  o: "0",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
};
const REPEATS: Readonly<Record<string, number>> = { double: 2, triple: 3 };

/** A 10-digit Indian mobile from digits or spoken digit words; +91, 91 or 0 in front is dropped. */
export function readPhone(text: string): string | undefined {
  let spoken = text
    .toLowerCase()
    .replace(/\b(double|triple)\s+(\w+)\b/g, (match, repeat: string, word: string) => {
      const digit = DIGIT_WORDS[word] ?? (/^\d$/.test(word) ? word : undefined);
      return digit ? digit.repeat(REPEATS[repeat] ?? 1) : match;
    });
  spoken = spoken.replace(/\b[a-z]+\b/g, (word) => DIGIT_WORDS[word] ?? word);
  let digits = spoken.replace(/\D/g, "");
  if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  return INDIAN_MOBILE_PATTERN.test(digits) ? digits : undefined;
}

/** An e-mail address, typed or spoken ("ritu dot sharma at example dot com"). */
export function readEmail(text: string): string | undefined {
  let email = tidy(text).replace(EMAIL_LEAD_IN, "");
  if (!email.includes("@")) {
    email = email
      .replace(/\s+at\s+/gi, "@")
      .replace(/\s+dot\s+/gi, ".")
      .replace(/\s*underscore\s*/gi, "_")
      .replace(/\s*(?:dash|hyphen)\s*/gi, "-");
  }
  email = email.replace(/\s+/g, "");
  return email.length <= MAX_LENGTH.email && EMAIL_PATTERN.test(email) ? email : undefined;
}

/** "98765 43210": easier to check by eye, and read out in two groups. */
export const formatPhone = (digits: string) => `${digits.slice(0, 5)} ${digits.slice(5)}`;

const firstNameOf = (name: string) => name.split(" ")[0] ?? name;

// The conversation.

export const initialState = (): State => ({ step: "chat", lead: {}, reviewing: false });

const DETAIL_STEPS: readonly DetailStep[] = ["name", "company", "phone", "email"];
const isDetailStep = (step: Step): step is DetailStep =>
  (DETAIL_STEPS as readonly Step[]).includes(step);
const QUESTION_START =
  /^(?:what|whats|when|where|how|which|who|why|do|does|is|are|can|could|will|would)\b/;
const CHANGE_WORDS = ["change", "wrong", "fix", "update", "edit", "incorrect", "mistake", "not"];

const askFor = (step: DetailStep, lead: Lead, script: ReceptionScript): string => {
  const { callback } = script;
  const asks: Record<DetailStep, string> = {
    name: callback.askName,
    company: fill(callback.askCompany, { firstName: firstNameOf(lead.name ?? "") }),
    phone: callback.askPhone,
    email: callback.askEmail,
  };
  return asks[step];
};

function readBack(lead: Lead, script: ReceptionScript): string {
  const { callback } = script;
  const template =
    lead.company === callback.noCompanyValue ? callback.readBackPersonal : callback.readBack;
  return fill(template, { ...lead, phone: formatPhone(lead.phone ?? "") });
}

/** The next unanswered detail, or the read-back once all are known. */
function nextQuestion(state: State, script: ReceptionScript): Turn {
  const missing = DETAIL_STEPS.find((step) => state.lead[step] === undefined);
  if (!missing || state.reviewing) {
    return {
      state: { ...state, step: "confirm", reviewing: true },
      say: [readBack(state.lead, script)],
    };
  }
  return { state: { ...state, step: missing }, say: [askFor(missing, state.lead, script)] };
}

const detailNamed = (text: string, script: ReceptionScript) =>
  DETAIL_STEPS.find((detail) => mentionsAny(text, script.detailWords[detail]));

function askToChange(state: State, detail: DetailStep, script: ReceptionScript): Turn {
  return {
    state: { ...state, step: detail, reviewing: true },
    say: [askFor(detail, state.lead, script)],
  };
}

function startCallback(state: State, script: ReceptionScript, lead: Lead = {}): Turn {
  return nextQuestion({ ...state, lead, reviewing: false }, script);
}

interface Answer {
  topic?: Topic;
  reply: string;
  next?: TopicNext;
}

/** An answer to a question about the clinic: the topic's reply, or a treatment's. */
function answerQuestion(text: string, script: ReceptionScript): Answer | undefined {
  const topic = findTopic(text, script.topics);
  const treatment = findTreatment(text, script.treatments);
  if (topic && treatment && topic.treatmentReply) {
    const reply = fill(topic.treatmentReply, {
      treatment: treatment.label,
      fee: treatment.fee,
      about: treatment.about,
    });
    return { topic, reply, next: topic.treatmentNext };
  }
  if (topic) return { topic, reply: topic.reply, next: topic.next };
  if (treatment) {
    const services = script.topics.find((candidate) => candidate.id === "services");
    if (services?.treatmentReply) {
      const reply = fill(services.treatmentReply, { fee: treatment.fee, about: treatment.about });
      return { reply };
    }
  }
  return undefined;
}

function chat(state: State, text: string, script: ReceptionScript): Turn {
  const answer = answerQuestion(text, script);
  if (!answer) return { state: { ...state, step: "chat" }, say: [script.fallback] };
  const chatting: State = { ...state, step: "chat" };
  if (answer.next === "callback") {
    const next = startCallback(chatting, script);
    return { state: next.state, say: [answer.reply, ...next.say] };
  }
  if (answer.next === "offer")
    return { state: { ...chatting, step: "offer" }, say: [answer.reply] };
  if (answer.next === "end") return { state: chatting, say: [answer.reply], effect: "end" };
  return { state: chatting, say: [answer.reply] };
}

/** A question asked in the middle of the call-back questions, answered before asking again. */
function sideQuestion(state: State, text: string, script: ReceptionScript): Turn | undefined {
  if (!QUESTION_START.test(normalize(text)) && !text.includes("?")) return undefined;
  const answer = answerQuestion(text, script);
  if (!answer || answer.next === "callback" || answer.next === "end") return undefined;
  const ask = isDetailStep(state.step)
    ? askFor(state.step, state.lead, script)
    : readBack(state.lead, script);
  return { state, say: [answer.reply, `${script.callback.resume} ${ask}`] };
}

const DETAIL_READERS: Record<
  DetailStep,
  (text: string, script: ReceptionScript) => string | undefined
> = {
  name: (text) => readName(text),
  company: (text, script) =>
    readCompany(text, script.answers.noCompany, script.callback.noCompanyValue),
  phone: (text) => readPhone(text),
  email: (text) => readEmail(text),
};
const DETAIL_ERRORS: Record<DetailStep, keyof CallbackLines> = {
  name: "badName",
  company: "badCompany",
  phone: "badPhone",
  email: "badEmail",
};

function takeDetail(state: State, step: DetailStep, text: string, script: ReceptionScript): Turn {
  const value = DETAIL_READERS[step](text, script);
  if (value === undefined) {
    return { state, say: [script.callback[DETAIL_ERRORS[step]]] };
  }
  return nextQuestion({ ...state, lead: { ...state.lead, [step]: value } }, script);
}

function confirm(state: State, text: string, script: ReceptionScript): Turn {
  const { answers, callback } = script;
  const detail = detailNamed(text, script);
  const yes = saysYes(text, answers);
  if (detail && (mentionsAny(text, CHANGE_WORDS) || !yes))
    return askToChange(state, detail, script);
  if (yes) return { state: { ...state, step: "saving" }, say: [callback.saving], effect: "save" };
  if (mentionsAny(text, answers.no)) {
    return { state: { ...state, step: "change" }, say: [callback.askChange] };
  }
  return sideQuestion(state, text, script) ?? { state, say: [readBack(state.lead, script)] };
}

/** One turn: the caller's words in, the receptionist's lines out, and the widget's `effect`. */
export function converse(state: State, text: string, script: ReceptionScript): Turn {
  const { answers, callback } = script;
  if (!normalize(text)) return { state, say: [] };

  if (state.step === "saving") return { state, say: [callback.stillSaving] };

  // A detail may contain such a word ("stop@example.com"), so there only the word alone cancels.
  const cancels = isDetailStep(state.step)
    ? isExactly(text, answers.cancel)
    : mentionsAny(text, answers.cancel);
  if (state.step !== "chat" && state.step !== "offer" && cancels) {
    return { state: initialState(), say: [callback.cancelled] };
  }

  switch (state.step) {
    case "offer":
      if (saysYes(text, answers)) return startCallback(state, script);
      if (mentionsAny(text, answers.no) || cancels) {
        return { state: { ...state, step: "chat" }, say: [callback.declined] };
      }
      return chat(state, text, script);
    case "name":
    case "company":
    case "phone":
    case "email":
      return sideQuestion(state, text, script) ?? takeDetail(state, state.step, text, script);
    case "confirm":
      return confirm(state, text, script);
    case "change": {
      const detail = detailNamed(text, script);
      if (detail) return askToChange(state, detail, script);
      if (mentionsAny(text, answers.no) || mentionsAny(text, ["nothing"])) {
        return { state: { ...state, step: "confirm" }, say: [readBack(state.lead, script)] };
      }
      return { state, say: [callback.askChange] };
    }
    case "failed":
      return confirm({ ...state, step: "confirm" }, text, script);
    default:
      return chat(state, text, script);
  }
}

/** SaveLead's field names for the details the receptionist asks for. */
const FIELD_DETAILS: Readonly<Record<string, DetailStep>> = {
  name: "name",
  companyname: "company",
  mobileno: "phone",
  email: "email",
};

/** The receptionist's answer to a send; a detail the API refused is asked for again. */
export function afterSave(state: State, outcome: SaveOutcome, script: ReceptionScript): Turn {
  const { callback } = script;
  if (outcome === "saved") {
    const { name, phone } = state.lead;
    return {
      state: initialState(),
      say: [
        fill(callback.saved, {
          firstName: firstNameOf(name ?? ""),
          phone: formatPhone(phone ?? ""),
        }),
      ],
    };
  }
  if (outcome === "flagged") {
    return {
      state: { ...state, step: "email", reviewing: true },
      say: [callback.emailFlagged, callback.askEmail],
    };
  }
  if (typeof outcome === "object") {
    const detail = FIELD_DETAILS[outcome.field];
    if (detail) {
      return {
        state: { ...state, step: detail, reviewing: true },
        say: [
          fill(callback.rejected, { message: outcome.message }),
          askFor(detail, state.lead, script),
        ],
      };
    }
  }
  return { state: { ...state, step: "failed" }, say: [callback.failed] };
}

/** The receptionist's opening line, by the clinic's local time of day. */
export function openingLine(script: ReceptionScript, now: Date = new Date()): string {
  const hour = Number(
    new Intl.DateTimeFormat("en-GB", {
      hour: "numeric",
      hourCycle: "h23",
      timeZone: script.clinic.timeZone,
    }).format(now),
  );
  const { dayparts, opening } = script.greetings;
  const daypart = hour < 12 ? dayparts.morning : hour < 17 ? dayparts.afternoon : dayparts.evening;
  return fill(opening, { daypart });
}
