/**
 * A refusal the operator can act on: its message says what to do, it is printed without a stack,
 * and nothing was changed before it was raised.
 */
export class OperatorRefusal extends Error {
  override name = 'OperatorRefusal';
}
