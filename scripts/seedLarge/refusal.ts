/** A reason not to seed, told to the user as it is (no stack trace): the run changed nothing. */
export class Refusal extends Error {
  override name = 'Refusal';
}
