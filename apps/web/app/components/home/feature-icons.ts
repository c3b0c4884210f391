import type { LucideIcon } from "lucide-react";
import BrainCircuit from "lucide-react/icons/brain-circuit";
import CodeXml from "lucide-react/icons/code-xml";
import RadioTower from "lucide-react/icons/radio-tower";

/** Icons of the home page's services, by section id; a section not listed shows none. */
export const featureIcons: Readonly<Record<string, LucideIcon>> = {
  "app-development": CodeXml,
  "agentic-ai-consultancy": BrainCircuit,
  "iot-solution": RadioTower,
};
