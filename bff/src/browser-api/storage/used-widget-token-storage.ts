// Which trusted widget-session tokens have been used: a token opens one session only, across every BFF instance.

export interface UsedWidgetTokenStorage {
  /**
   * Records token `tokenId` as used, atomically: true for the one call that recorded it, false for every other
   * call with the same id, from any instance, until `expiresAt` (when the token is refused for its age anyway).
   * Forgets ids that expired at or before `now`.
   */
  markUsed(tokenId: string, expiresAt: Date, now: Date): Promise<boolean>;
}
