import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/profile/*.stories.tsx', { eager: true }));
