// The dental receptionist widget: the page around conversation.ts. The caller talks (when the
// browser can listen) or types; both go through the same turn; replies are shown in the
// conversation log and said aloud unless muted. A confirmed call-back request is sent as a lead.
// Built by vite.voice-agent.config.ts into /voice-agent/widget.js, which widget.html loads.
import { voiceAgentWidget } from "../../../content/voice-agent";
import { applyBrandFace } from "./brand-face";
import { sendCallbackRequest, visitorIp } from "./callback-lead";
import { afterSave, converse, initialState, openingLine, type Step } from "./conversation";
import * as script from "./reception-script";
import { createListener, createSpeaker } from "./speech";

/** Posted by the demo page's "Click here to start talking" bubble. */
const START_MESSAGE = voiceAgentWidget.startMessage;
/** Posted to the demo page when a conversation begins, so it can put its bubble away. */
const STARTED_MESSAGE = voiceAgentWidget.startedMessage;
type Party = "agent" | "caller";
const SPEAKERS: Record<Party, string> = { agent: "Receptionist", caller: "You" };
/** Recognition stops after a few silent seconds; this many in a row end the call. */
const MAX_SILENT_ROUNDS = 12;
/** Lets phones offer the right keyboard and browsers their saved details for each question. */
const INPUT_HINTS: Partial<Record<Step, { autocomplete: AutoFill; inputMode: string }>> = {
  name: { autocomplete: "name", inputMode: "text" },
  company: { autocomplete: "organization", inputMode: "text" },
  phone: { autocomplete: "tel", inputMode: "tel" },
  email: { autocomplete: "email", inputMode: "email" },
};
const NO_HINTS = { autocomplete: "off", inputMode: "text" } as const;

/** An element of widget.html, which the widget cannot run without. */
function element<T extends HTMLElement>(id: string, type: new () => T): T {
  const found = document.getElementById(id);
  if (!(found instanceof type)) throw new Error(`widget.html has no #${id} ${type.name}.`);
  return found;
}

const mic = element("mic", HTMLButtonElement);
const micLabel = element("mic-label", HTMLElement);
const muteButton = element("mute", HTMLButtonElement);
const status = element("status", HTMLElement);
const transcript = element("transcript", HTMLOListElement);
const saveMessage = element("save-message", HTMLElement);
const retryButton = element("retry", HTMLButtonElement);
const composer = element("composer", HTMLFormElement);
const input = element("message", HTMLInputElement);

let state = initialState();
/** A call is live from the microphone button (or the page's bubble) until it is ended. */
let live = false;
/** Counts turns, so a reply still being spoken does not act after a newer message. */
let turn = 0;
/** The receptionist is answering: no listening meanwhile, or it would hear itself. */
let answering = false;
let silentRounds = 0;
/** Why listening does not work here, once known. */
let voiceProblem: "noRecognition" | "denied" | "unavailable" | null = null;
/** The demo page has been told that a conversation began. */
let started = false;

const setStatus = (key: script.Status) => {
  status.textContent = script.statuses[key];
};

const listener = createListener({
  onHeard(text) {
    silentRounds = 0;
    handle(text);
  },
  onEnd(heard) {
    if (heard || !live || answering) return;
    silentRounds += 1;
    if (silentRounds >= MAX_SILENT_ROUNDS) endCall("silence");
    else listen();
  },
  onUnavailable(reason) {
    voiceProblem = reason;
    if (live) {
      setStatus(reason);
      input.focus();
    }
  },
});
applyBrandFace();
const speaker = createSpeaker();
if (!listener.supported) voiceProblem = "noRecognition";

function announceStart() {
  if (started) return;
  started = true;
  if (window.parent !== window) window.parent.postMessage(STARTED_MESSAGE, window.location.origin);
}

function addLine(who: Party, text: string) {
  const item = document.createElement("li");
  item.className = `line line--${who}`;
  const name = document.createElement("span");
  name.className = "line__speaker";
  name.textContent = SPEAKERS[who];
  // Read as "Receptionist: ..." by screen readers; the layout already shows who speaks.
  const separator = document.createElement("span");
  separator.className = "visually-hidden";
  separator.textContent = ": ";
  const words = document.createElement("span");
  words.textContent = text;
  item.append(name, separator, words);
  transcript.append(item);
  // Scrolls this frame only; scrollIntoView would move the page around the frame too.
  window.scrollTo({ top: document.documentElement.scrollHeight });
}

async function reply(lines: readonly string[]) {
  if (lines.length === 0) return;
  for (const line of lines) addLine("agent", line);
  if (speaker.supported && !speaker.muted) setStatus("speaking");
  await speaker.speak(lines.join(" "));
}

function listen() {
  if (!live || answering || !listener.usable || listener.listening) return;
  setStatus("listening");
  listener.start();
}

function showRestingStatus() {
  if (live && listener.usable) return;
  if (live && voiceProblem) setStatus(voiceProblem);
  else setStatus(transcript.childElementCount > 0 ? "typing" : "idle");
}

function updateInput() {
  const hints = INPUT_HINTS[state.step] ?? NO_HINTS;
  input.autocomplete = hints.autocomplete;
  input.inputMode = hints.inputMode;
  retryButton.hidden = state.step !== "failed";
}

/** After a reply: listen for the answer, unless a newer turn has started meanwhile. */
function finishTurn(thisTurn: number) {
  if (thisTurn !== turn) return;
  answering = false;
  updateInput();
  if (live && listener.usable) listen();
  else showRestingStatus();
}

function beginTurn(): number {
  turn += 1;
  answering = true;
  listener.stop();
  speaker.stop();
  return turn;
}

/** One thing the caller said or typed. */
async function handle(text: string) {
  const said = text.trim();
  if (!said) return;
  const thisTurn = beginTurn();
  announceStart();
  addLine("caller", said);
  const result = converse(state, said, script);
  state = result.state;
  updateInput();
  if (result.effect === "save") sendRequest();
  await reply(result.say);
  if (result.effect === "end" && thisTurn === turn) {
    endCall("ended");
    return;
  }
  finishTurn(thisTurn);
}

/** Sends the confirmed request; its outcome is answered whatever was said meanwhile. */
async function sendRequest() {
  saveMessage.textContent = script.statuses.saving;
  retryButton.hidden = true;
  const outcome = await sendCallbackRequest(state.lead);
  const result = afterSave(state, outcome, script);
  state = result.state;
  // A flagged address or a refused detail is explained in the conversation, where it is asked again.
  const notice = outcome === "saved" || outcome === "failed" ? script.statuses[outcome] : "";
  saveMessage.textContent = notice;
  const thisTurn = beginTurn();
  updateInput();
  await reply(result.say);
  finishTurn(thisTurn);
}

function startCall() {
  if (live) return;
  live = true;
  silentRounds = 0;
  mic.classList.add("mic--live");
  micLabel.textContent = micLabel.dataset.stop ?? "";
  announceStart();
  const thisTurn = beginTurn();
  reply([openingLine(script)]).then(() => finishTurn(thisTurn));
  if (voiceProblem) {
    setStatus(voiceProblem);
    input.focus();
  }
}

function endCall(reason: "ended" | "silence") {
  live = false;
  turn += 1;
  answering = false;
  listener.stop();
  speaker.stop();
  mic.classList.remove("mic--live");
  micLabel.textContent = micLabel.dataset.start ?? "";
  setStatus(reason);
}

mic.addEventListener("click", () => {
  if (live) endCall("ended");
  else startCall();
});

if (speaker.supported) {
  muteButton.hidden = false;
  muteButton.addEventListener("click", () => {
    speaker.setMuted(!speaker.muted);
    muteButton.setAttribute("aria-pressed", String(speaker.muted));
  });
}

composer.addEventListener("submit", (event) => {
  event.preventDefault();
  const text = input.value;
  input.value = "";
  handle(text);
});

retryButton.addEventListener("click", () => handle(retryButton.textContent ?? ""));

// The page around the frame starts the call from its own "start talking" bubble.
window.addEventListener("message", (event) => {
  if (event.origin === window.location.origin && event.data === START_MESSAGE) startCall();
});

window.addEventListener("pagehide", () => {
  listener.stop();
  speaker.stop();
});

// Looked up ahead, as the lead forms do, so a call-back request does not wait for it.
visitorIp();
