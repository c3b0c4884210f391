// The browser's own speech services: recognition to hear the caller, synthesis to answer aloud.
// Either may be missing (Firefox has no recognition; a headless browser may have no voices), so
// every call here degrades to doing nothing and the conversation goes on in text.

const LANGUAGE = "en-IN";
/** If speech has not started by then, the browser has no working voice: carry on without it. */
const SPEECH_START_TIMEOUT_MS = 1500;
/** An upper bound on any reply, in case the end event never comes. */
const SPEECH_MS_PER_CHARACTER = 110;
const SPEECH_MIN_MS = 4000;

// The part of the Web Speech API's recognition used here; TypeScript's DOM library lacks it.
interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript?: string }> & { isFinal?: boolean }>;
}
interface RecognitionErrorEvent {
  error: string;
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;
type SpeechWindow = Window & {
  SpeechRecognition?: RecognitionConstructor;
  webkitSpeechRecognition?: RecognitionConstructor;
};

/** Why listening cannot work here: no microphone permission, or no service or microphone. */
export type ListenerProblem = "denied" | "unavailable";

export interface ListenerHandlers {
  /** The final transcript of one utterance. */
  onHeard(text: string): void;
  /** Follows every start; `heard` tells whether anything was heard meanwhile. */
  onEnd(heard: boolean): void;
  onUnavailable(reason: ListenerProblem): void;
}

export interface Listener {
  readonly supported: boolean;
  readonly usable: boolean;
  readonly listening: boolean;
  start(): void;
  stop(): void;
}

export interface Speaker {
  readonly supported: boolean;
  readonly muted: boolean;
  setMuted(value: boolean): void;
  speak(text: string): Promise<void>;
  stop(): void;
}

/** Text as it should sound: rupee amounts as words, phone numbers digit by digit. */
export function speakable(text: string): string {
  return text
    .replace(/₹\s?([\d,]+)/g, "$1 rupees")
    .replace(
      /\b(\d{5}) (\d{5})\b/g,
      (_, first: string, second: string) => `${[...first].join(" ")}, ${[...second].join(" ")}`,
    );
}

/** Listens for one utterance at a time; reports what it heard and whether it can listen at all. */
export function createListener({ onHeard, onEnd, onUnavailable }: ListenerHandlers): Listener {
  const speechWindow: SpeechWindow = window;
  const Recognition = speechWindow.SpeechRecognition ?? speechWindow.webkitSpeechRecognition;
  let recognition: Recognition | null = null;
  let usable = Boolean(Recognition);

  function start() {
    if (!usable || !Recognition || recognition) return;
    const current = new Recognition();
    recognition = current;
    let heard = false;
    current.lang = LANGUAGE;
    current.continuous = false;
    current.interimResults = false;
    current.maxAlternatives = 1;
    current.onresult = (event) => {
      const result = event.results[event.results.length - 1];
      const transcript = result?.[0]?.transcript?.trim();
      if (result?.isFinal !== false && transcript) {
        heard = true;
        onHeard(transcript);
      }
    };
    current.onerror = (event) => {
      // Silence and our own abort are part of a call; anything else means no listening here.
      if (event.error === "no-speech" || event.error === "aborted") return;
      usable = false;
      onUnavailable(
        event.error === "not-allowed" || event.error === "service-not-allowed"
          ? "denied"
          : "unavailable",
      );
    };
    current.onend = () => {
      if (recognition === current) recognition = null;
      onEnd(heard);
    };
    try {
      current.start();
    } catch {
      recognition = null;
      usable = false;
      onUnavailable("unavailable");
    }
  }

  function stop() {
    const current = recognition;
    recognition = null;
    current?.abort();
  }

  return {
    get supported() {
      return Boolean(Recognition);
    },
    get usable() {
      return usable;
    },
    get listening() {
      return recognition !== null;
    },
    start,
    stop,
  };
}

/** Says replies aloud unless muted; `speak` resolves when done, or at once without a voice. */
export function createSpeaker(): Speaker {
  // Typed as possibly missing: some browsers have no speech synthesis at all.
  const synthesis: SpeechSynthesis | undefined = window.speechSynthesis;
  const supported = Boolean(synthesis && window.SpeechSynthesisUtterance);
  let muted = false;
  let finishCurrent = () => {};

  function pickVoice(voices: SpeechSynthesisVoice[]) {
    return (
      voices.find((voice) => voice.lang === LANGUAGE) ??
      voices.find((voice) => voice.lang?.startsWith("en"))
    );
  }

  function speak(text: string): Promise<void> {
    stop();
    if (!supported || !synthesis || muted || !text) return Promise.resolve();
    return new Promise((resolve) => {
      const utterance = new SpeechSynthesisUtterance(speakable(text));
      utterance.lang = LANGUAGE;
      const voice = pickVoice(synthesis.getVoices());
      if (voice) utterance.voice = voice;
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        clearTimeout(startTimer);
        clearTimeout(endTimer);
        resolve();
      };
      finishCurrent = finish;
      const startTimer = setTimeout(finish, SPEECH_START_TIMEOUT_MS);
      const endTimer = setTimeout(
        finish,
        Math.max(SPEECH_MIN_MS, text.length * SPEECH_MS_PER_CHARACTER),
      );
      utterance.addEventListener("start", () => clearTimeout(startTimer));
      utterance.addEventListener("end", finish);
      utterance.addEventListener("error", finish);
      synthesis.speak(utterance);
    });
  }

  function stop() {
    finishCurrent();
    finishCurrent = () => {};
    if (supported) synthesis?.cancel();
  }

  return {
    supported,
    get muted() {
      return muted;
    },
    setMuted(value: boolean) {
      muted = value;
      if (muted) stop();
    },
    speak,
    stop,
  };
}
