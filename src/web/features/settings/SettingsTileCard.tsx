import { Card, Classes, H5, Icon } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import type { SettingsTile } from './settingsTiles';

export interface SettingsTileCardProps {
  /** The tile shown. */
  tile: SettingsTile;
}

/** One tile of /settings: opens its screen. */
export function SettingsTileCard({ tile }: SettingsTileCardProps) {
  const navigate = useNavigate();
  const { path } = tile;
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
      <H5>
        <Icon icon={tile.icon} /> {tile.title}
      </H5>
      <span className={Classes.TEXT_MUTED}>{path}</span>
    </Card>
  );
}
