import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/session/*.stories.tsx', { eager: true }));
