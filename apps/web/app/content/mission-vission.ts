import { company } from "./company";
import { facts } from "./facts";
import type { CallToAction, Card, SectionCopy } from "./sections";

// Copy of the mission and vision page (/mission-vission). Its heading and introduction are in pages.ts.

export const statements: readonly SectionCopy[] = [
  {
    heading: "Our mission",
    paragraphs: [
      "To give growing businesses software, AI and IoT solutions that are built around their real work, delivered in small, visible steps and supported for as long as they rely on them.",
    ],
  },
  {
    heading: "Our vision",
    paragraphs: [
      "A future in which a family-run factory, a ten-clinic healthcare group and a national retail chain can all use the same quality of technology, and where improving it a little every week is simply how business is done.",
    ],
  },
];

export const valueProposition: SectionCopy = {
  heading: "Our value proposition",
  paragraphs: [
    `Large consultancies bring process but rarely flexibility; freelancers bring flexibility but rarely continuity. Kaizen Fusion gives you both: a dedicated team with an architect, a delivery lead and engineers who know your domain, working in ${facts.demoCadence.cycle} cycles you can see and steer.`,
    `You get a clear estimate before you commit, working software ${facts.demoCadence.interval}, full ownership of your code and data, and a support team that stays with you after launch. The result is technology that pays for itself in saved hours, fewer errors and decisions made on current numbers.`,
  ],
};

export const commitments: SectionCopy & { cards: readonly Card[] } = {
  heading: "Our eight commitments",
  intro: "The promises every Kaizen Fusion team makes to every client, on every project.",
  cards: [
    {
      title: "Customer first",
      text: "We start from your customers and your staff, not from a technology, and we measure success by what changes in their day.",
    },
    {
      title: "Agile delivery",
      text: `A demo ${facts.demoCadence.interval} at the end of each cycle and a backlog you can reorder at any time, so the product grows in the direction you choose.`,
    },
    {
      title: "Technical integrity",
      text: "Code reviews on every change, automated tests on the critical paths and honest advice, even when the honest answer is a smaller project.",
    },
    {
      title: "Performance focus",
      text: "Fast screens, quick reports and efficient infrastructure. We set performance targets at the start and check them before every release.",
    },
    {
      title: "Inclusive access",
      text: "Interfaces that work on low-cost phones and slow networks, follow accessibility guidelines and speak your users' language, including Hindi.",
    },
    {
      title: "Responsible AI",
      text: "AI that explains itself, keeps personal data protected, is tested for accuracy before launch and always lets a person take over.",
    },
    {
      title: "Support promise",
      text: "A named contact after go-live, agreed response times and a monthly report on every ticket, for as long as you use what we built.",
    },
    {
      title: "Domain understanding",
      text: "We learn your industry's rules, from GST invoicing to shop-floor shifts, before we write code, so the software fits on the first try.",
    },
  ],
};

export const missionCta: CallToAction = {
  heading: "Hold us to these promises",
  text: "Ask any of our clients how we kept them, or start a conversation of your own and see for yourself.",
  actions: [
    {
      kind: "mail",
      label: "Start a conversation",
      email: company.email,
      subject: "Enquiry from the Mission and Vision page",
    },
    { kind: "page", label: "See projects we delivered", to: "/project-deliver" },
  ],
};
