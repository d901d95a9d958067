import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/support/*.stories.tsx', { eager: true }));
