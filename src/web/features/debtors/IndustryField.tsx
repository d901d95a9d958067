import { useState } from 'react';
import { textLimits } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import type { FieldFrameProps } from '../../kit/FormField';
import { SelectField } from '../../kit/SelectField';
import { useIndustriesQuery } from './api';

/** A listed industry, or (id null) a title typed that the save will create. */
export interface IndustryChoice {
  id: number | null;
  title: string;
}

export interface IndustryFieldProps extends FieldFrameProps {
  /** The industry's title ('' for none). */
  title: string;
  /** The listed industry's id; null for a new title or none. */
  id: number | null;
  /** Called with the picked or created industry. */
  onChange: (choice: IndustryChoice) => void;
  /** Called when the list closes. */
  onBlur?: () => void;
}

/**
 * Industry (spec part 2 §5): picked from the industries lookup, or typed (up to 30 characters)
 * and offered as a new industry when no listed title matches.
 */
export function IndustryField({ title, id, onChange, onBlur, ...frame }: IndustryFieldProps) {
  const [search, setSearch] = useState('');
  const { data: listed = [], isFetching } = useIndustriesQuery(search);
  const typed = search.trim().slice(0, textLimits.industry);
  const matches = listed.some((industry) => industry.title.toLowerCase() === typed.toLowerCase());
  const items: IndustryChoice[] = [...(typed && !matches ? [{ id: null, title: typed }] : []), ...listed];
  return (
    <SelectField<IndustryChoice>
      {...frame}
      items={items}
      value={title ? { id, title } : null}
      onChange={onChange}
      onBlur={onBlur}
      onSearch={setSearch}
      itemLabel={(industry) => industry.title}
      itemKey={(industry) => industry.id ?? `new:${industry.title}`}
      itemDetail={(industry) => (industry.id === null ? messages.debtor.screens.newIndustry : undefined)}
      loading={isFetching}
    />
  );
}
