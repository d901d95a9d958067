/** The spec's page/per_page contract as every list reads it. */
export interface PageRequest {
  page: number;
  /** 0 means All. */
  per_page: number;
}

export interface PageAnswer<T> {
  data: T[];
  total: number;
  last_page: number;
  current_page: number;
}

export function pageWindow({ page, per_page }: PageRequest): { limit: number | null; offset: number } {
  return per_page === 0 ? { limit: null, offset: 0 } : { limit: per_page, offset: (page - 1) * per_page };
}

export function pageAnswer<T>(data: T[], total: number, { page, per_page }: PageRequest): PageAnswer<T> {
  const lastPage = per_page === 0 ? 1 : Math.max(1, Math.ceil(total / per_page));
  return { data, total, last_page: lastPage, current_page: page };
}

/** A search box's text as an ILIKE 'contains' pattern: the user's % and _ match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
