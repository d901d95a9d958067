import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/generalLedger/*.stories.tsx', { eager: true }));
