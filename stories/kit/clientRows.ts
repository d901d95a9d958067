/** Sample clients for the list stories: 57 rows, some deleted or terminated, one without an id. */
export interface ClientRow extends Record<string, unknown> {
  id: number | null;
  name: string;
  email: string;
  city: string;
  credit_limit: string;
  status: 'active' | 'deleted' | 'terminated';
}

const names = [
  'Acme Freight',
  'Northwind Logistics and Freight Holdings LLC',
  'Blue Ridge Trucking',
  'Cedar Staffing',
  'Delta Produce Distributors of America Inc',
  'Evergreen Hauling',
];
const cities = ['Austin', 'Boston', 'Chicago', 'Denver', 'El Paso'];

export const clientRows: ClientRow[] = Array.from({ length: 57 }, (_, i) => ({
  id: i === 4 ? null : i + 1,
  name: `${names[i % names.length]} ${String(i + 1).padStart(2, '0')}`,
  email: `client${i + 1}@example.com`,
  city: cities[i % cities.length] ?? 'Austin',
  credit_limit: `${(i + 1) * 1000}.00`,
  status: i % 10 === 3 ? 'deleted' : i % 10 === 7 ? 'terminated' : 'active',
}));
