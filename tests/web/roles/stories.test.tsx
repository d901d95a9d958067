import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/roles/*.stories.tsx', { eager: true }));
