// The dental receptionist demo: the microphone button asks for the microphone, then plays a
// scripted booking call line by line. No audio is recorded or sent; the stream is only opened
// to show how the real agent asks for access, and it is stopped when the call ends.
(() => {
  const LINE_INTERVAL_MS = 1600;
  const START_MESSAGE = "voice-agent:start";
  const SPEAKERS = { agent: "Receptionist", caller: "Caller" };

  const mic = document.getElementById("mic");
  const micLabel = document.getElementById("mic-label");
  const status = document.getElementById("status");
  const transcript = document.getElementById("transcript");
  const script = document.getElementById("script");

  let stream = null;
  let timer = 0;
  let running = false;

  const say = (state) => {
    status.textContent = status.dataset[state];
  };

  function releaseMicrophone() {
    if (stream) for (const track of stream.getTracks()) track.stop();
    stream = null;
  }

  function endCall(state) {
    clearTimeout(timer);
    releaseMicrophone();
    running = false;
    mic.classList.remove("mic--live");
    micLabel.textContent = micLabel.dataset.start;
    say(state);
  }

  function playScript() {
    const lines = Array.from(script.content.querySelectorAll("li"));
    transcript.replaceChildren();
    transcript.parentElement.hidden = false;
    const next = (index) => {
      const line = lines[index];
      if (!line) {
        endCall("ended");
        return;
      }
      const item = document.createElement("li");
      item.className = `line line--${line.dataset.speaker}`;
      const speaker = document.createElement("span");
      speaker.className = "line__speaker";
      speaker.textContent = SPEAKERS[line.dataset.speaker];
      const text = document.createElement("span");
      text.textContent = line.textContent;
      item.append(speaker, text);
      transcript.append(item);
      // Scrolls this frame only; scrollIntoView would move the page around the frame too.
      window.scrollTo({ top: document.documentElement.scrollHeight });
      timer = setTimeout(() => next(index + 1), LINE_INTERVAL_MS);
    };
    next(0);
  }

  async function startCall() {
    if (running) return;
    running = true;
    mic.classList.add("mic--live");
    micLabel.textContent = micLabel.dataset.stop;
    if (!navigator.mediaDevices?.getUserMedia) {
      say("unsupported");
    } else {
      say("asking");
      try {
        stream = await navigator.mediaDevices.getUserMedia({ audio: true });
        say("granted");
      } catch {
        say("denied");
      }
    }
    if (running) playScript();
  }

  mic.addEventListener("click", () => {
    if (running) endCall("ended");
    else startCall();
  });

  // The page around the frame starts the call from its own "start talking" bubble.
  window.addEventListener("message", (event) => {
    if (event.origin === window.location.origin && event.data === START_MESSAGE) startCall();
  });
})();
