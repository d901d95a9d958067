import { ZipField, type ZipFieldProps } from '../kit/ZipField';
import { useLazyZipPlacesQuery } from '../lookups/lookupsApi';

export type PlaceZipFieldProps = Omit<ZipFieldProps, 'onLookup'>;

/** The kit's ZipField looking places up through the zip lookup (from 4 digits). */
export function PlaceZipField(props: PlaceZipFieldProps) {
  const [lookUpZip] = useLazyZipPlacesQuery();
  return <ZipField {...props} onLookup={(zip) => lookUpZip(zip, true).unwrap()} />;
}
