import type { ClientRow } from './clientRows';

const cities = ['Austin', 'Boston', 'Chicago', 'Denver', 'El Paso'];

/** `count` generated clients for the big-list stories and the workspace benchmark. */
export function bigClientRows(count: number): ClientRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Client ${String(i + 1).padStart(5, '0')}`,
    email: `client${i + 1}@example.com`,
    city: cities[i % cities.length] ?? 'Austin',
    credit_limit: `${((i % 500) + 1) * 1000}.00`,
    status: i % 50 === 3 ? 'deleted' : i % 50 === 7 ? 'terminated' : 'active',
  }));
}
