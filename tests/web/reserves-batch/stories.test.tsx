import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/reserves/CreateRrBatch*.stories.tsx', { eager: true }));
