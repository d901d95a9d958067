/** Placeholder until the screen is built in this issue. */
export function AddCollectionPage() {
  return <h1>AddCollectionPage</h1>;
}
