/** Sign-in page words. One refusal message for every failure, so it reveals nothing. */
export const authCopy = {
  title: "Sign in",
  lead: "For Kaizen Fusion staff. Use your work e-mail address.",
  email: "E-mail",
  password: "Password",
  submit: "Sign in",
  refused:
    "Wrong e-mail or password. After 5 failed attempts in a row, each further attempt has to wait longer, up to 15 minutes.",
  throttled: (retryAfterSeconds: number) =>
    `Too many sign-in attempts. Try again in ${
      retryAfterSeconds === 1
        ? "1 second"
        : retryAfterSeconds <= 90
          ? `${retryAfterSeconds} seconds`
          : `${Math.ceil(retryAfterSeconds / 60)} minutes`
    }.`,
  busy: "Sign-in is busy right now. Try again in a moment.",
  missing: "Enter your e-mail and password.",
  signedOut: "You are signed out.",
} as const;
