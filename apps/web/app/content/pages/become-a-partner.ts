import { facts } from "../facts";
import type { PageContent } from "./page-content";

export default {
  path: "/become-a-partner",
  title: "Become a Partner | Kaizen Fusion",
  description: `Partner with Kaizen Fusion to reach new audiences, drive revenue and advance your business. Apply today and hear from us within ${facts.responseTimes.partnerApplication}.`,
  heading: "Become a Partner",
  intro:
    "Resellers, agencies and technology firms grow with us. Bring our software, AI and IoT expertise to your clients and share in the success.",
} as const satisfies PageContent;
