import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/prospect-list/*.stories.tsx', { eager: true }));
