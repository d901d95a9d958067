import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/policies/*.stories.tsx', { eager: true }));
