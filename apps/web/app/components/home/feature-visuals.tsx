import type { ComponentType } from "react";
import { AgenticIllustration } from "../service-illustrations/agentic-illustration";
import { DevelopmentIllustration } from "../service-illustrations/development-illustration";
import { IotIllustration } from "../service-illustrations/iot-illustration";

/** The drawing beside each home page service, by section id: the one its own page opens with. */
export const featureVisuals: Readonly<Record<string, ComponentType>> = {
  "app-development": DevelopmentIllustration,
  "agentic-ai-consultancy": AgenticIllustration,
  "iot-solution": IotIllustration,
};
