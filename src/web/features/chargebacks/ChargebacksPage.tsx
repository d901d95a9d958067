/** Placeholder until the screen is built in this issue. */
export function ChargebacksPage() {
  return <h1>ChargebacksPage</h1>;
}
