import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/auth/*.stories.tsx', { eager: true }));
