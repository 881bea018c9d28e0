/** Dutch strings of the shared form widgets (app/components/forms): password toggle, field help. */
export const formMessages = {
  showPassword: "Wachtwoord tonen",
} as const;
