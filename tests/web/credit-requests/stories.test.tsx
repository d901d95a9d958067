import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/credit-requests/*.stories.tsx', { eager: true }));
