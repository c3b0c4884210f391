// The not-found page, answered with HTTP 404 for any unknown path.

export const notFoundPage = {
  title: "Page Not Found | Kaizen Fusion",
  description: "The page you are looking for doesn't exist.",
  code: "404",
  heading: "Page Not Found",
  message: "The page you are looking for doesn't exist.",
  homeLabel: "Back to Home",
} as const;
