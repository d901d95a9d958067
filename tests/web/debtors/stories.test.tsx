import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/debtors/*.stories.tsx', { eager: true }));
