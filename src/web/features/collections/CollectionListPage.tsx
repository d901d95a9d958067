/** Placeholder until the screen is built in this issue. */
export function CollectionListPage() {
  return <h1>CollectionListPage</h1>;
}
