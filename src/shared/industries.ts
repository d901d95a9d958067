/**
 * The industries a debtor can be filed under (spec part 2 §3 Industry: id, title), served by
 * lookup/industries. The id is the position in this list (1-based), so entries are only ever
 * appended, never reordered or removed. The debtor area will later let users create new
 * industries (free text up to 30 characters, part 2 §5); those will live in a table seeded from
 * this list, keeping these ids.
 */
export const industryTitles = [
  'Accounting',
  'Advertising and Marketing',
  'Aerospace and Defense',
  'Agriculture',
  'Apparel and Textiles',
  'Architecture',
  'Automotive',
  'Banking and Finance',
  'Biotechnology',
  'Building Materials',
  'Chemicals',
  'Cleaning and Janitorial',
  'Construction',
  'Consulting',
  'Consumer Goods',
  'Distribution',
  'E-commerce',
  'Education',
  'Electrical Contracting',
  'Electronics',
  'Energy',
  'Engineering',
  'Entertainment and Media',
  'Environmental Services',
  'Food and Beverage',
  'Food Processing',
  'Freight and Trucking',
  'Furniture',
  'Government',
  'Healthcare',
  'Home Health Care',
  'Hospitality',
  'HVAC and Plumbing',
  'Information Technology',
  'Insurance',
  'Landscaping',
  'Legal Services',
  'Logistics',
  'Machinery',
  'Manufacturing',
  'Medical Equipment',
  'Metals and Mining',
  'Oil and Gas',
  'Packaging',
  'Pharmaceuticals',
  'Printing and Publishing',
  'Real Estate',
  'Recruiting',
  'Restaurants',
  'Retail',
  'Security Services',
  'Software',
  'Staffing',
  'Telecommunications',
  'Transportation',
  'Travel',
  'Utilities',
  'Waste Management',
  'Wholesale',
  'Other',
] as const;

export interface Industry {
  id: number;
  title: string;
}

export const industries: readonly Industry[] = industryTitles.map((title, index) => ({
  id: index + 1,
  title,
}));
