import { useState } from 'react';
import { InputGroup } from '@blueprintjs/core';
import { searchInputMax } from '../../../shared/constants';
import { messages } from '../../../shared/messages';
import { useHeldRights } from '../../session/currentUser';
import { EmptyState } from '../../kit/EmptyState';
import { PageHeader } from '../../kit/PageHeader';
import { approvalMessages } from '../../../shared/contract/approvals';
import { ApprovalThresholdCard } from './ApprovalThresholdCard';
import { InputGuardsCard } from './InputGuardsCard';
import { settingsClasses } from './settingsClasses';
import { SettingsTileCard } from './SettingsTileCard';
import { visibleTiles } from './settingsTiles';
import './settings.css';

export interface SettingsPageProps {
  /** The route's title (from the route table). */
  title?: string;
}

/** The right the server asks of whoever switches the input guards (settings/save_input_guards). */
const inputGuardsRight = 'change_settings';

/**
 * /settings (spec part 3 §2): tiles searched by name, each shown only to holders of its first
 * required right, and the input guards switch for those allowed to change it.
 */
export function SettingsPage({ title = messages.settings.settings }: SettingsPageProps) {
  const held = useHeldRights();
  const [search, setSearch] = useState('');
  const tiles = visibleTiles(held, search);
  const needle = search.trim().toLowerCase();
  const showGuards =
    held.has(inputGuardsRight) && messages.settings.inputGuards.toLowerCase().includes(needle);
  // Staff only: the roles of clients, debtors and brokers never hold change_settings.
  const showThreshold =
    held.has(inputGuardsRight) && approvalMessages.threshold.toLowerCase().includes(needle);

  return (
    <>
      <PageHeader title={title} />
      <InputGroup
        className={settingsClasses.search}
        type="search"
        leftIcon="search"
        aria-label={messages.settings.searchPlaceholder}
        placeholder={messages.settings.searchPlaceholder}
        maxLength={searchInputMax}
        value={search}
        onValueChange={setSearch}
      />
      {tiles.length === 0 && !showGuards && !showThreshold ? (
        <EmptyState title={messages.settings.noMatch} />
      ) : (
        <div className={settingsClasses.grid}>
          {tiles.map((tile) => (
            <SettingsTileCard key={tile.title} tile={tile} />
          ))}
          {showGuards && <InputGuardsCard />}
          {showThreshold && <ApprovalThresholdCard />}
        </div>
      )}
    </>
  );
}
