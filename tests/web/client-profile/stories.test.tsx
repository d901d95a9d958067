import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/client-profile/*.stories.tsx', { eager: true }));
