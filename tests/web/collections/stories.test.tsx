import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/collections/*.stories.tsx', { eager: true }));
