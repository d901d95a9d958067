import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/** Every screen receives its route's title (the not-available notice shows it; others may ignore it). */
export interface ScreenProps {
  title: string;
}

export type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

/** A named export loaded lazily: each screen is its own chunk, fetched on the first visit. */
export function screen<M extends Record<K, ComponentType<ScreenProps>>, K extends string>(
  load: () => Promise<M>,
  name: K,
): Screen {
  return lazy(async () => ({ default: (await load())[name] }));
}
