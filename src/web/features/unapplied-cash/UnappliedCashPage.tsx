/** Placeholder until the screen is built in this issue. */
export function UnappliedCashPage() {
  return <h1>UnappliedCashPage</h1>;
}
