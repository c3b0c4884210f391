// The topic each seed article is filed under: it names the article's cover and picks its colours.
// An article not listed (one staff add later) falls back to the general topic.

export type BlogTopicKey =
  | "strategy"
  | "ai"
  | "erp"
  | "iot"
  | "engineering"
  | "security"
  | "health";

export interface BlogTopic {
  label: string;
  /** Background gradient of the cover, dark to lighter, white drawing on top. */
  from: string;
  to: string;
  /** Colour of the cover's highlighted shapes. */
  accent: string;
}

export const blogTopics: Record<BlogTopicKey, BlogTopic> = {
  strategy: { label: "Strategy", from: "#0b1f3a", to: "#0a4fa3", accent: "#ffd58a" },
  ai: { label: "AI and automation", from: "#0b1f3a", to: "#0f766e", accent: "#5eead4" },
  erp: { label: "ERP and retail", from: "#0a2f63", to: "#2f7ae5", accent: "#ffd58a" },
  iot: { label: "IoT", from: "#083d7e", to: "#0f766e", accent: "#a8cbff" },
  engineering: { label: "Engineering", from: "#0b1f3a", to: "#083d7e", accent: "#5eead4" },
  security: { label: "Cloud and security", from: "#0f1b2d", to: "#0a2f63", accent: "#f59e0b" },
  health: { label: "Healthcare", from: "#0a2f63", to: "#0f766e", accent: "#ffd58a" },
};

const topicByArticle: Readonly<Record<string, BlogTopicKey>> = {
  "custom-software-vs-off-the-shelf": "strategy",
  "how-we-estimate-software-cost": "strategy",
  "seven-signs-your-erp-needs-an-audit": "erp",
  "iot-on-the-factory-floor": "iot",
  "modernising-legacy-systems-without-a-rewrite": "engineering",
  "agentic-ai-in-operations": "ai",
  "saas-tech-health-check": "engineering",
  "data-visibility-for-multi-clinic-healthcare": "health",
  "rpa-for-finance-teams": "ai",
  "retail-pos-reliability": "erp",
  "offline-sync-in-mobile-apps": "engineering",
  "security-basics-for-small-businesses": "security",
};

export function blogTopicKeyOf(articleId: string): BlogTopicKey {
  return topicByArticle[articleId] ?? "strategy";
}

export function blogTopicOf(articleId: string): BlogTopic {
  return blogTopics[blogTopicKeyOf(articleId)];
}
