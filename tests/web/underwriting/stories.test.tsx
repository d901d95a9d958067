import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/underwriting/*.stories.tsx', { eager: true }));
