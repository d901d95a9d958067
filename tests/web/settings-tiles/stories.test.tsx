import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/settingsTiles/*.stories.tsx', { eager: true }));
