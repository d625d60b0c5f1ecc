// Which partner terms each trader accepted at sign-up, and when: the Trade API has no field for it, so the BFF
// that checked the acceptance keeps the record (for as long as the partner keeps its database).

export interface TermsAcceptance {
  traderId: number;
  /** The TERMS_URL the customer was shown and accepted. */
  termsUrl: string;
  /** ISO 8601 time of the sign-up that accepted them. */
  acceptedAt: string;
}

export interface TermsAcceptanceStorage {
  /** Records an acceptance; the first acceptance of the same terms by a trader stays, a repeat changes nothing. */
  record(acceptance: TermsAcceptance): Promise<void>;
  /** The trader's acceptances, oldest first. */
  ofTrader(traderId: number): Promise<TermsAcceptance[]>;
}
