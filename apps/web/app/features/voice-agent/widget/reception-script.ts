// What the demo clinic's receptionist knows and says: its answers, the words that lead to each,
// the call-back questions and the widget's status lines. Copy only; conversation.ts decides which
// line comes next. Prices are in rupees; `speakable` in speech.ts reads "₹" aloud as rupees.

import { leadFormMessages } from "@site/contracts";
import type { CallbackLines, DetailStep, ReceptionScript, Topic, Treatment } from "./conversation";

export const clinic: ReceptionScript["clinic"] = {
  name: "Smile Care Dental Clinic",
  /** The clinic's local time decides "Good morning" or "Good evening". */
  timeZone: "Asia/Kolkata",
};

export const greetings: ReceptionScript["greetings"] = {
  opening:
    "{daypart}, Smile Care Dental Clinic. I am the clinic's virtual receptionist. How can I help you today? You can ask about our opening hours, treatments and fees, or ask for a call-back to book a visit.",
  dayparts: { morning: "Good morning", afternoon: "Good afternoon", evening: "Good evening" },
};

/**
 * Answers by topic. A message picks the topic whose keywords it contains most (a keyword of two
 * words counts twice); on a tie the topic listed first wins. Keywords match whole words, in any
 * case, with punctuation ignored and a plural "s" or "es" allowed.
 * `next`: "offer" asks whether to arrange a call-back, "callback" starts taking the details, "end"
 * ends the call.
 */
export const topics: readonly Topic[] = [
  {
    id: "bye",
    keywords: ["bye", "goodbye", "good bye", "see you", "that is all", "thats all", "nothing else"],
    reply: "Thank you for calling Smile Care Dental Clinic. Have a lovely day!",
    next: "end",
  },
  {
    id: "callback",
    keywords: [
      "call back",
      "callback",
      "call me",
      "call me back",
      "ring me",
      "phone me",
      "contact me",
      "get back to me",
      "talk to someone",
      "speak to someone",
    ],
    reply: "Of course, I will arrange a call-back.",
    next: "callback",
  },
  {
    id: "booking",
    keywords: [
      "book",
      "booking",
      "appointment",
      "appoint",
      "schedule",
      "reschedule",
      "reserve",
      "slot",
      "available",
      "availability",
      "visit",
      "come in",
      "see the dentist",
      "see a dentist",
      "see the doctor",
    ],
    reply:
      "I would be glad to help you book. Our front desk confirms every appointment by phone: shall I take your details for a call-back?",
    next: "offer",
  },
  {
    id: "emergency",
    keywords: [
      "emergency",
      "urgent",
      "pain",
      "painful",
      "toothache",
      "tooth ache",
      "hurts",
      "hurting",
      "swelling",
      "swollen",
      "bleeding",
      "broken tooth",
      "chipped",
    ],
    reply:
      "I am sorry to hear that. We keep emergency slots open every day. Shall I take your details so our dentist on duty calls you back right away?",
    next: "offer",
  },
  {
    id: "fees",
    keywords: [
      "fee",
      "fees",
      "cost",
      "costs",
      "price",
      "prices",
      "pricing",
      "charge",
      "charges",
      "how much",
      "rate",
      "rates",
      "rupees",
      "expensive",
      "cheap",
      "afford",
      "budget",
      "pay",
      "payment",
    ],
    reply:
      "Our main fees: consultation and check-up ₹500, scaling and polishing ₹1,500, fillings from ₹1,200, root canal treatment from ₹5,000, teeth whitening ₹8,000, braces from ₹35,000 and implants from ₹28,000 a tooth. We accept UPI, cards and cash. Ask me about any treatment for details.",
    /** A treatment named in the same message gets its own price instead. */
    treatmentReply: "{treatment}: {fee}. Would you like a call-back to book it?",
    treatmentNext: "offer",
  },
  {
    id: "hours",
    keywords: [
      "hours",
      "hour",
      "open",
      "opening",
      "opens",
      "close",
      "closing",
      "closed",
      "timing",
      "timings",
      "what time",
      "when",
      "today",
      "tomorrow",
      "sunday",
      "saturday",
      "weekend",
      "holiday",
    ],
    reply:
      "We are open Monday to Saturday from 10 am to 8 pm, and on Sunday from 10 am to 2 pm. We are closed on national holidays.",
  },
  {
    id: "services",
    keywords: [
      "service",
      "services",
      "treatment",
      "treatments",
      "do you do",
      "do you offer",
      "do you provide",
      "do you have",
      "offer",
      "provide",
      "specialist",
      "specialists",
      "procedure",
      "procedures",
    ],
    reply:
      "We offer check-ups, scaling and polishing, fillings, root canal treatment, extractions including wisdom teeth, teeth whitening, braces and clear aligners, dental implants, and children's dentistry. Ask me about any of them, or about fees.",
    treatmentReply: "Yes. {about} The fee is {fee}.",
  },
  {
    id: "thanks",
    keywords: ["thanks", "thank you", "thankyou", "thx", "dhanyavaad", "dhanyawad", "shukriya"],
    reply: "You are welcome! Is there anything else I can help you with?",
  },
  {
    id: "greeting",
    keywords: [
      "hi",
      "hello",
      "hey",
      "hii",
      "good morning",
      "good afternoon",
      "good evening",
      "namaste",
      "namaskar",
    ],
    reply:
      "Hello! I can tell you about our opening hours, treatments and fees, or arrange a call-back to book a visit. What would you like to know?",
  },
];

/** Treatments the receptionist can name a price for; `names` are matched like keywords. */
export const treatments: readonly Treatment[] = [
  {
    names: ["check up", "checkup", "consultation", "examination", "exam", "x ray", "xray"],
    label: "A consultation and check-up",
    fee: "₹500, digital X-ray ₹300 extra",
    about: "Our dentists do full check-ups with digital X-rays.",
  },
  {
    names: ["cleaning", "clean", "scaling", "polishing", "tartar", "stains"],
    label: "Scaling and polishing",
    fee: "₹1,500",
    about: "We do scaling and polishing in about forty minutes.",
  },
  {
    names: ["filling", "cavity", "cavities", "decay"],
    label: "A tooth-coloured filling",
    fee: "₹1,200 to ₹2,500 a tooth",
    about: "We fill cavities with tooth-coloured composite.",
  },
  {
    names: ["root canal", "rct", "root canal treatment"],
    label: "Root canal treatment",
    fee: "₹5,000 to ₹9,000 depending on the tooth, and ₹6,000 to ₹15,000 for the crown",
    about: "Our endodontist does single-sitting root canal treatment in most cases.",
  },
  {
    names: ["extraction", "extract", "removal", "remove", "pull out", "wisdom tooth", "wisdom"],
    label: "An extraction",
    fee: "₹800 to ₹1,500, and ₹3,000 to ₹6,000 for a wisdom tooth that needs surgery",
    about: "We do simple and surgical extractions, wisdom teeth included.",
  },
  {
    names: ["whitening", "whiten", "bleaching", "white teeth"],
    label: "In-clinic teeth whitening",
    fee: "₹8,000 for one sitting",
    about: "We do in-clinic teeth whitening in a single sitting.",
  },
  {
    names: [
      "braces",
      "aligners",
      "aligner",
      "orthodontic",
      "orthodontics",
      "crooked",
      "straighten",
    ],
    label: "Orthodontic treatment",
    fee: "from ₹35,000 for metal braces and from ₹90,000 for clear aligners, for the full course",
    about: "Our orthodontist fits metal and ceramic braces and clear aligners.",
  },
  {
    names: ["implant", "implants", "missing tooth", "missing teeth", "denture", "dentures"],
    label: "A dental implant",
    fee: "from ₹28,000 a tooth, crown included",
    about: "We place dental implants and make dentures for missing teeth.",
  },
  {
    names: [
      "child",
      "children",
      "kid",
      "kids",
      "baby",
      "son",
      "daughter",
      "paediatric",
      "pediatric",
    ],
    label: "A child's check-up",
    fee: "₹400",
    about: "We see children from the age of two, with a gentle first visit.",
  },
];

export const fallback: string =
  "Sorry, I did not get that. I can help with hours, services, fees or booking a call-back.";

/** Words that answer the receptionist's yes-or-no questions. */
export const answers: ReceptionScript["answers"] = {
  yes: [
    "yes",
    "yeah",
    "yep",
    "yup",
    "sure",
    "ok",
    "okay",
    "please",
    "yes please",
    "haan",
    "han",
    "ha",
    "ji",
    "correct",
    "right",
    "confirm",
    "go ahead",
    "send",
    "send it",
    "sounds good",
    "of course",
    "try again",
    "retry",
    "again",
  ],
  no: ["no", "nope", "nah", "not now", "no thanks", "dont", "nahi", "later", "wrong"],
  cancel: ["cancel", "stop", "never mind", "nevermind", "forget it", "dont call"],
  /** Answers to "which clinic or company are you with?" that mean none. */
  noCompany: [
    "none",
    "no",
    "nothing",
    "na",
    "n a",
    "not applicable",
    "myself",
    "for myself",
    "me",
    "just me",
    "self",
    "personal",
    "individual",
    "no company",
    "patient",
    "i am a patient",
    "im a patient",
  ],
};

/** Words that name a detail to change after the read-back. */
export const detailWords: Readonly<Record<DetailStep, readonly string[]>> = {
  name: ["name"],
  company: ["company", "clinic", "organisation", "organization", "business"],
  phone: ["phone", "mobile", "number", "contact number"],
  email: ["email", "e mail", "mail", "address"],
};

/** The call-back questions, checks and read-back. {placeholders} are filled by conversation.ts. */
export const callback: Readonly<CallbackLines> = {
  /** What is stored as the company when the caller names none. */
  noCompanyValue: "Individual",
  askName: "May I have your full name, please?",
  badName:
    "Sorry, I need a name of 2 to 50 letters, without digits or symbols. Please say or type your full name.",
  askCompany:
    "Thank you, {firstName}. Which clinic or company are you with? Say none if you are calling for yourself.",
  badCompany:
    "Sorry, I need a name of 2 to 50 letters, without digits or symbols. Which clinic or company are you with? Say none if you are calling for yourself.",
  askPhone: "What is the best 10-digit mobile number to call you on?",
  badPhone:
    "That does not look like a 10-digit Indian mobile number. Please say or type it again, for example 98765 43210.",
  askEmail: "And your e-mail address, so we can send you a confirmation?",
  badEmail:
    "That e-mail address does not look right. Please type it like name@example.com, or spell it out.",
  readBack:
    "Let me read that back. Name: {name}. Company: {company}. Mobile: {phone}. E-mail: {email}. Shall I send this call-back request? Say yes, or tell me what to change.",
  readBackPersonal:
    "Let me read that back. Name: {name}. Calling for yourself. Mobile: {phone}. E-mail: {email}. Shall I send this call-back request? Say yes, or tell me what to change.",
  askChange: "Which detail should I change: the name, company, mobile number or e-mail?",
  declined: "No problem. I can also tell you about our opening hours, treatments or fees.",
  cancelled: "All right, I have not sent anything. Is there anything else I can help with?",
  stillSaving: "One moment, I am still sending your request.",
  saving: "Thank you. One moment while I send your request.",
  saved:
    "Done, {firstName}. Your call-back request is saved, and we will call you on {phone} soon. Is there anything else I can help with?",
  /** The lead forms' own message for an address the e-mail check flags. */
  emailFlagged: leadFormMessages.emailFlagged,
  failed:
    "Sorry, I could not send your request just now. I have kept your details: say try again, or press the Try again button.",
  rejected: "Sorry, the request was not accepted: {message}",
  /** Questions answered in the middle of the call-back questions end with this. */
  resume: "Now, back to your call-back.",
};

/** The status line above the conversation. */
export const statuses = {
  idle: "Press the microphone to start a call, or type a question below.",
  listening: "Listening… speak now.",
  speaking: "The receptionist is speaking…",
  typing: "Type your message below.",
  noRecognition: "This browser cannot listen here: type your messages in the box below.",
  denied: "The microphone was not allowed: type your messages in the box below.",
  unavailable: "Voice input is not available right now: type your messages in the box below.",
  saving: "Sending your call-back request…",
  saved:
    "Call-back request saved. In this demo it goes to the Kaizen Fusion team, who will call you.",
  failed: "The call-back request could not be sent. Your details are kept: press Try again.",
  ended: "Call ended. Press the microphone to call again.",
  silence: "Call ended after a long silence. Press the microphone to call again.",
} as const satisfies Record<string, string>;

/** A line the status can show. */
export type Status = keyof typeof statuses;
