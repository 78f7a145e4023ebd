// The personal-data facts the privacy policy, the consent boxes, the 개인정보 요청 tool and the destruction job
// read. Apart from the office's facts (saved settings, site-settings.ts), so that the footer, in every page's
// code, does not carry them; the processors
// are in privacy-processors.ts, which only the privacy policy reads (the contact page's code does not carry them).

/** The periods are the office's own choice, stated in the consent the visitor gives. */
export const PRIVACY = {
  /** Consultation requests (with their history and attribution data) are destroyed this many years after receipt. */
  consultationRetentionYears: 3,
  /** The back office's access-log rows (who read or changed personal data) are kept this long, then destroyed. */
  accessLogRetentionYears: 2,
} as const;
