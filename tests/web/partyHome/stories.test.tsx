import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/partyHome/*.stories.tsx', { eager: true }));
