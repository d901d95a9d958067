import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/prospects/*.stories.tsx', { eager: true }));
