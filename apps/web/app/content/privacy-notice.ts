// The privacy notice and the marketing opt-in under every lead form. Each form says in its own copy
// what it collects and why (its `dataUse` sentence); this is the part all forms share.
// When this wording changes in substance, bump PRIVACY_NOTICE_VERSION in @site/contracts: every
// lead stores the version its visitor was shown.

export const privacyNotice = {
  /** Follows the form's own sentence; the policy link comes between the two halves. */
  recordedBeforeLink: "We also record your IP address and the page you came from; our",
  policyLink: { label: "privacy policy", to: "/privacy-policy" },
  recordedAfterLink:
    "explains why, how long we keep your data and how to have it corrected or erased.",
  optInLabel: "Send me occasional e-mails about Kaizen Fusion's services, articles and events",
  optInHint: "Optional and separate from this request. You can unsubscribe at any time.",
} as const;
