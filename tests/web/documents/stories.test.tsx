import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/documents/*.stories.tsx', { eager: true }));
