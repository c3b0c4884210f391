/** Sign-in page words. One refusal message for every failure, so it reveals nothing. */
export const authCopy = {
  title: "Sign in",
  email: "E-mail",
  password: "Password",
  submit: "Sign in",
  refused:
    "Wrong e-mail or password. After 5 failed attempts in a row, sign-in is paused for 15 minutes.",
  missing: "Enter your e-mail and password.",
  signedOut: "You are signed out.",
} as const;
