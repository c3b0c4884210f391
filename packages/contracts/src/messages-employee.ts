export const employeeMessages = {
  heading: "Employee Details",
  // Our wording of a text the firm described but did not word
  loading: "Loading employee details...",
  noPhone: "No phone number provided in URL",
  notFound: "No employee found with this phone number.",
  authFailed: "Authentication failed. Please contact support.",
  unexpectedStatus: (status: number) => `Unexpected error (HTTP ${status})`,
  network: "Network error - unable to reach the server.",
  unexpected: "An unexpected error occurred.",
} as const;
