import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/placeholders/*.stories.tsx', { eager: true }));
