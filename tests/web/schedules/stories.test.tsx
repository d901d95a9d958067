import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/schedules/*.stories.tsx', { eager: true }));
