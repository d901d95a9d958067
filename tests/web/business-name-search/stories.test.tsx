import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/business-name-search/*.stories.tsx', { eager: true }));
