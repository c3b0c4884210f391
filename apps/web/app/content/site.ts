// Site-wide interface copy that belongs to no single page.

export const skipLinkLabel = "Skip to main content";

export const serverErrorPage = {
  title: "Something Went Wrong | Kaizen Fusion",
  code: "Error",
  heading: "Something went wrong",
  message: "This page could not be displayed. Please try again in a moment.",
  homeLabel: "Back to Home",
} as const;
