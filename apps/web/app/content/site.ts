// Site-wide interface copy that belongs to no single page.

export const skipLinkLabel = "Skip to main content";
