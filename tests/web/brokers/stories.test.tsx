import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/brokers/*.stories.tsx', { eager: true }));
