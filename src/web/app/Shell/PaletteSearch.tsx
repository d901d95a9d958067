import { useEffect, useState } from 'react';
import { MenuItem } from '@blueprintjs/core';
import { Omnibar, type ItemRenderer } from '@blueprintjs/select';
import { useNavigate } from 'react-router-dom';
import { paletteSearchMax, paletteSearchMin, type PaletteResult } from '../../../shared/contract/workspace';
import { workspaceMessages } from '../../../shared/workspaceMessages';
import { useCommandPaletteQuery } from './commandPaletteApi';

const P = workspaceMessages.palette;

/** The pause after the last key before the palette asks the server. */
const searchDelayMs = 200;

/** The text as it was `delayMs` after the last change. */
function useSettled(text: string, delayMs: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}

const renderResult: ItemRenderer<PaletteResult> = (result, { handleClick, handleFocus, modifiers, ref }) => (
  <MenuItem
    key={`${result.kind}-${result.id}-${result.state.prospect_id ?? ''}`}
    ref={ref}
    active={modifiers.active}
    onClick={handleClick}
    onFocus={handleFocus}
    text={result.label}
    label={`${P.kinds[result.kind]} · ${result.detail}`}
    roleStructure="listoption"
  />
);

export interface PaletteSearchProps {
  /** Closes the palette (Escape, a click outside, or once a result is chosen). */
  onClose: () => void;
}

/**
 * The command palette's omnibar, loaded the first time it opens: the text typed, the server's
 * results within the caller's rights and scope, and the page each opens.
 */
export function PaletteSearch({ onClose }: PaletteSearchProps) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const text = useSettled(query.trim(), searchDelayMs);
  const searchable = text.length >= paletteSearchMin && text.length <= paletteSearchMax;
  const { data, isFetching, isError } = useCommandPaletteQuery({ search_text: text }, { skip: !searchable });

  const handleSelect = (result: PaletteResult) => {
    onClose();
    void navigate(result.path, { state: result.state });
  };

  const current = query.trim() === text;
  let noResults: string;
  if (query.trim().length < paletteSearchMin) noResults = P.typeMore(paletteSearchMin);
  else if (isError) noResults = P.failed;
  else if (isFetching || !current) noResults = P.searching;
  else noResults = P.nothingFound;

  return (
    <Omnibar<PaletteResult>
      isOpen
      onClose={onClose}
      items={searchable && current && data ? data.results : []}
      itemRenderer={renderResult}
      itemsEqual={(a, b) => a.kind === b.kind && a.id === b.id && a.state.prospect_id === b.state.prospect_id}
      onItemSelect={handleSelect}
      query={query}
      onQueryChange={setQuery}
      resetOnQuery
      noResults={<MenuItem disabled text={noResults} roleStructure="listoption" />}
      inputProps={{ placeholder: P.placeholder, 'aria-label': P.placeholder, maxLength: paletteSearchMax }}
    />
  );
}
