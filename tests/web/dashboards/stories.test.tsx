import { runStories } from '../storyRunner';

runStories(import.meta.glob('../../../stories/dashboards/*.stories.tsx', { eager: true }));
