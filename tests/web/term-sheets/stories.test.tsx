import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/term-sheets/*.stories.tsx', { eager: true }));
