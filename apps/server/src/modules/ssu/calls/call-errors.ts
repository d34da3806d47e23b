/** A call that cannot succeed whatever the counterpart does (the instance lacks what it needs). */
export class PermanentCallError extends Error {}
