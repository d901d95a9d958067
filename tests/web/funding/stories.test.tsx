import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/funding/*.stories.tsx', { eager: true }));
