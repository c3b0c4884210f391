import type { Card, Feature, SectionCopy } from "./sections";

// Copy of the secure company communication page (/comm-tool). Its heading and introduction are in
// pages.ts; the early-access form's copy is in features/early-access.

export const whyChoose: SectionCopy & { items: readonly Feature[] } = {
  heading: "Why choose our communication tool",
  items: [
    {
      title: "Your data stays yours.",
      text: "Messages, calls and files live on servers you control, not on a consumer app's cloud.",
    },
    {
      title: "Everything in one place.",
      text: "Team chats, one-to-one messages, voice and video calls and file sharing on web, desktop and mobile.",
    },
    {
      title: "Compliance made simple.",
      text: "Retention policies, message export and audit logs help you meet legal and client requirements.",
    },
    {
      title: "Easy to manage.",
      text: "Single sign-on, user groups and remote wipe of lost devices from one admin console.",
    },
  ],
};

export const keyFeatures: SectionCopy & { cards: readonly Card[] } = {
  heading: "Key features",
  cards: [
    {
      title: "Privately hosted",
      text: "Install on your own servers or a private cloud in the region you choose. End-to-end encryption protects every conversation.",
    },
    {
      title: "Outage prevention",
      text: "Clustered servers, automatic failover and continuous health monitoring keep your teams talking when a server or network link fails.",
    },
    {
      title: "API integration",
      text: "Send alerts from your ERP, CRM or monitoring tools into channels, and build bots that answer routine questions.",
    },
  ],
};

export const signUpSection = {
  id: "early-access",
  intro:
    "The communication tool is in early access for a small group of companies. Sign up and our team will contact you to plan a pilot on your own servers.",
} as const;
