import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/chat/*.stories.tsx', { eager: true }));
