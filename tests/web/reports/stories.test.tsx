import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/reports/*.stories.tsx', { eager: true }));
