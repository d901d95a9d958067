import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/kit/*.stories.tsx', { eager: true }));
