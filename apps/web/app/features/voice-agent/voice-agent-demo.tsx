import { voiceAgentMessages } from "@site/contracts";
import { useEffect, useRef, useState } from "react";
import { voiceAgentWidget } from "../../content/voice-agent";
import styles from "./voice-agent-demo.module.css";

/** The voice-agent widget in a frame with microphone access, a loading line and a start bubble. */
export function VoiceAgentDemo() {
  const frame = useRef<HTMLIFrameElement>(null);
  const startPending = useRef(false);
  const [loaded, setLoaded] = useState(false);
  const [bubbleOpen, setBubbleOpen] = useState(true);

  // The widget starts its call on this message, as if its microphone button had been pressed.
  const startWidget = () =>
    frame.current?.contentWindow?.postMessage(
      voiceAgentWidget.startMessage,
      window.location.origin,
    );

  const onFrameLoad = () => {
    setLoaded(true);
    if (startPending.current) startWidget();
    startPending.current = false;
  };

  // The prerendered frame starts loading before the page hydrates, so its load event may already
  // be past; the widget is same-origin, so its document tells.
  useEffect(() => {
    const document = frame.current?.contentDocument;
    if (document && document.URL !== "about:blank" && document.readyState === "complete") {
      setLoaded(true);
    }
  }, []);

  // A conversation started inside the widget (typed, or its own microphone button) makes the
  // bubble's invitation moot.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (
        event.origin === window.location.origin &&
        event.data === voiceAgentWidget.startedMessage
      ) {
        setBubbleOpen(false);
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  const startTalking = () => {
    setBubbleOpen(false);
    frame.current?.focus();
    // A click before the widget has loaded is passed on once it has.
    if (loaded) startWidget();
    else startPending.current = true;
  };

  return (
    <div className={styles.stage}>
      {loaded ? null : (
        <p role="status" className={styles.loading}>
          {voiceAgentMessages.loading}
        </p>
      )}
      <iframe
        ref={frame}
        className={styles.frame}
        src={voiceAgentWidget.src}
        title={voiceAgentWidget.title}
        allow="microphone"
        onLoad={onFrameLoad}
      />
      {bubbleOpen ? (
        <button type="button" className={styles.bubble} onClick={startTalking}>
          {voiceAgentMessages.startBubble}
        </button>
      ) : null}
    </div>
  );
}
