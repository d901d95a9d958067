/**
 * The answer of a call whose contract keeps the older API's `status: true` ahead of the service's
 * own fields: the service answers its fields and the route adds the flag, in one place.
 */
export async function withStatus<Answer extends object>(
  answer: Promise<Answer>,
): Promise<{ status: true } & Answer> {
  return { status: true, ...(await answer) };
}
