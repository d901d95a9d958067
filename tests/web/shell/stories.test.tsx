import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/shell/*.stories.tsx', { eager: true }));
