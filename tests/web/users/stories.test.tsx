import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/users/*.stories.tsx', { eager: true }));
