import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/announcements/*.stories.tsx', { eager: true }));
