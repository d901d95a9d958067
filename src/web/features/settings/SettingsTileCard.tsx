import { Card, Classes, H5, Icon, Tag } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import type { SettingsTile } from './settingsTiles';

export interface SettingsTileCardProps {
  /** The tile shown. */
  tile: SettingsTile;
}

/** One tile of /settings: opens its screen, or says plainly that it is not available yet. */
export function SettingsTileCard({ tile }: SettingsTileCardProps) {
  const navigate = useNavigate();
  const { path } = tile;
  const heading = (
    <H5>
      <Icon icon={tile.icon} /> {tile.title}
    </H5>
  );
  if (!path) {
    return (
      <Card aria-disabled>
        {heading}
        <Tag minimal>{messages.shell.notAvailableYet}</Tag>
      </Card>
    );
  }
  return (
    <Card
      interactive
      role="link"
      tabIndex={0}
      aria-label={tile.title}
      onClick={() => void navigate(path)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') void navigate(path);
      }}
    >
      {heading}
      <span className={Classes.TEXT_MUTED}>{path}</span>
    </Card>
  );
}
