/** What earlier seed steps hand to later ones. */
export interface SeedContext {
  /** Demo customers' ids by e-mail (see customers.ts). */
  customerIds: Map<string, number>;
}
