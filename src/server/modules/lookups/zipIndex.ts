import { codes } from 'zipcodes';
import { states } from 'states-us';

export interface ZipCodeItem {
  zip: string;
  city: string;
  full_state: string;
  license_mask: string;
}

/** Postal codes states-us does not name: the armed forces' and two freely associated states'. */
const otherStateNames: Readonly<Record<string, string>> = {
  AA: 'Armed Forces Americas',
  AE: 'Armed Forces Europe',
  AP: 'Armed Forces Pacific',
  FM: 'Federated States of Micronesia',
  MH: 'Marshall Islands',
};

let index: readonly ZipCodeItem[] | null = null;

/** US zip codes sorted once, on first use (zipcodes loads in about 0.2 s and has no prefix search). */
function zipIndex(): readonly ZipCodeItem[] {
  if (index) return index;
  const stateNames = new Map<string, string>(states.map((s) => [s.abbreviation, s.name]));
  index = Object.values(codes)
    .filter((code) => code.country === 'US' && /^\d{5}$/.test(code.zip))
    .map((code) => ({
      zip: code.zip,
      city: code.city,
      full_state: stateNames.get(code.state) ?? otherStateNames[code.state] ?? code.state,
      // No licence-mask data is bundled; the field stays for the screens that read it.
      license_mask: '',
    }))
    .sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0));
  return index;
}

/** Zip codes starting with the digits typed (4 or 5), in order; a binary search finds the first. */
export function zipCodesStartingWith(prefix: string, limit = 50): ZipCodeItem[] {
  const sorted = zipIndex();
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle]?.zip ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  const found: ZipCodeItem[] = [];
  for (let i = low; i < sorted.length && found.length < limit; i += 1) {
    const item = sorted[i];
    if (!item?.zip.startsWith(prefix)) break;
    found.push(item);
  }
  return found;
}
