// The numbers the spec fixes, in one place for the emulator, the BFF and the views.
export const tradeLimits = {
  /** `expires_in` of every token response. */
  accessTokenLifetimeSeconds: 1200,
  refreshTokenLifetimeSeconds: 24 * 60 * 60,
  /** Digits of the emailed verification code. */
  emailVerificationCodeLength: 6,
  /** More invalid attempts than this give `verification_attempts_exceeded`. */
  emailVerificationMaxInvalidAttempts: 5,
  /** A trader who has traded more than this is emailed a proof-of-source-of-funds questionnaire. */
  proofOfSourceOfFundsThresholdEur: 10000,
  identificationMinimumAgeYears: 18,
  manualIdentificationReviewDays: { min: 1, max: 3 },
} as const;
