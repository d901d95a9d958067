import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/clients/*.stories.tsx', { eager: true }));
