// The bare code of a state. A module of its own, not part of primitives.ts: the widget's first view loads that one,
// and only later views (the bank account form) need this.

/** The bare subdivision code (`CA`) of either accepted form (`US-CA` or `CA`). */
export function subdivisionCode(state: string): string {
  const hyphen = state.indexOf('-');
  return hyphen === -1 ? state : state.slice(hyphen + 1);
}
